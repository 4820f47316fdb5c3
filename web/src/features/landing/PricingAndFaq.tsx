import { defineMessages, useIntl } from 'react-intl';
import { Faq } from './Faq';
import type { LandingData } from './fetchLanding';
import { useLandingStyles } from './landingStyles';
import { Pricing } from './Pricing';

const messages = defineMessages({
  pricingTitle: { id: 'landing.pricing.title', defaultMessage: 'Planes para cada forma de trabajar' },
  pricingSubtitle: { id: 'landing.pricing.subtitle', defaultMessage: 'Empieza gratis y cambia de plan cuando lo necesites.' },
  faqTitle: { id: 'landing.faq.title', defaultMessage: 'Preguntas frecuentes' },
});

/** The landing page's pricing and FAQ sections, below the fold (loaded after the page renders). */
export function PricingAndFaq({
  plans,
  paidPlansOnSale,
  libraryStats,
  signedIn,
  registerPath,
}: Pick<LandingData, 'plans' | 'libraryStats'> & { paidPlansOnSale: boolean; signedIn: boolean; registerPath: string }) {
  const intl = useIntl();
  const styles = useLandingStyles();
  return (
    <>
      {plans.length > 0 ? (
        <section id="pricing" className={styles.section} aria-labelledby="pricing-title">
          <h2 id="pricing-title" className={styles.title}>
            {intl.formatMessage(messages.pricingTitle)}
          </h2>
          <p className={styles.subtitle}>{intl.formatMessage(messages.pricingSubtitle)}</p>
          <Pricing plans={plans} paidPlansOnSale={paidPlansOnSale} signedIn={signedIn} registerPath={registerPath} />
        </section>
      ) : null}
      <section id="faq" className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.title}>
          {intl.formatMessage(messages.faqTitle)}
        </h2>
        <Faq plans={plans} libraryStats={libraryStats} />
      </section>
    </>
  );
}
