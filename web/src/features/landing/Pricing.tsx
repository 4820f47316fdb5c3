import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ButtonLink } from '../../ui/ButtonLink';
import { UPGRADE_PATH } from '../../layout/navigation';
import { planFactLines, planName, type PlanType } from '../plans/planFacts';
import { planMessages } from '../plans/planMessages';
import type { CatalogPlan } from './fetchLanding';

const messages = defineMessages({
  perMonth: { id: 'landing.pricing.perMonth', defaultMessage: '/mes' },
  freePitch: { id: 'landing.pricing.free.pitch', defaultMessage: 'Para descubrir la biblioteca y el optimizador.' },
  freeAction: { id: 'landing.pricing.free.action', defaultMessage: 'Crear una cuenta gratis' },
  basicPitch: { id: 'landing.pricing.basic.pitch', defaultMessage: 'Para quien escribe prompts cada día.' },
  basicAction: { id: 'landing.pricing.basic.action', defaultMessage: 'Elegir Básico' },
  proPitch: { id: 'landing.pricing.pro.pitch', defaultMessage: 'Para quien optimiza prompts a diario, sin límites.' },
  proAction: { id: 'landing.pricing.pro.action', defaultMessage: 'Prueba Pro 7 días gratis' },
  enterprisePitch: { id: 'landing.pricing.enterprise.pitch', defaultMessage: 'Para empresas: todo lo de Pro, y equipos en camino.' },
  enterpriseAction: { id: 'landing.pricing.enterprise.action', defaultMessage: 'Elegir Empresarial' },
  viewPlan: { id: 'landing.pricing.viewPlan', defaultMessage: 'Ver mi suscripción' },
  upgrade: { id: 'landing.pricing.upgrade', defaultMessage: 'Mejorar mi plan' },
});

const trialMessage = defineMessage<{ days: number }>({
  id: 'landing.pricing.pro.trial',
  defaultMessage: '{days} días de prueba gratis, una vez por cuenta',
});

/** The Pro trial's length (graphql-server/services/subscriptions.ts, `trialDays`). */
const TRIAL_DAYS = 7;
/** The plan the once-per-account trial gives (graphql-server/services/subscriptions.ts). */
const TRIAL_PLAN: PlanType = 'pro';

// The landing shows the catalog's plans with the catalog's names and prices (not
// a separate "Premium / Team" reading), and the trial is offered as what it is, a trial of Pro.
const pitches: Record<PlanType, MessageDescriptor> = {
  free: messages.freePitch,
  basic: messages.basicPitch,
  pro: messages.proPitch,
  enterprise: messages.enterprisePitch,
};
const visitorActions: Record<PlanType, MessageDescriptor> = {
  free: messages.freeAction,
  basic: messages.basicAction,
  pro: messages.proAction,
  enterprise: messages.enterpriseAction,
};
const isPlanType = (type: string): type is PlanType => type in pitches;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: '16px',
    alignItems: 'stretch',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '480px', margin: '0 auto' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    padding: '24px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  featured: { border: `2px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow8 },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  pitch: { margin: 0, color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300 },
  price: { margin: 0, display: 'flex', alignItems: 'baseline', gap: '4px' },
  amount: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, letterSpacing: '-0.02em' },
  period: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px', flexGrow: 1 },
  item: { display: 'flex', alignItems: 'flex-start', gap: '8px', lineHeight: tokens.lineHeightBase300 },
  check: { flexShrink: 0, marginTop: '2px', fontSize: '16px', color: tokens.colorBrandForeground1 },
  unavailable: { margin: 0, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The pricing cards, written from the server's plan catalog. Visitors are led to sign up; signed-in
 * users to Settings › Suscripción, where plans are bought. On a server that sells no plan
 * (`paidPlansOnSale` false) the paid cards say so, and only the trial still leads anywhere.
 */
export function Pricing({
  plans,
  paidPlansOnSale,
  signedIn,
  registerPath,
}: {
  plans: CatalogPlan[];
  paidPlansOnSale: boolean;
  signedIn: boolean;
  registerPath: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {plans.map((plan) => {
        if (!isPlanType(plan.type)) return null;
        const type = plan.type;
        const trial = type === TRIAL_PLAN;
        const lines = planFactLines(intl, plan);
        if (trial) lines.push(intl.formatMessage(trialMessage, { days: TRIAL_DAYS }));
        const onSale = paidPlansOnSale || type === 'free';
        let action: MessageDescriptor | null = signedIn ? (type === 'free' ? messages.viewPlan : messages.upgrade) : visitorActions[type];
        // Not for sale, only the Pro card's trial still leads anywhere: visitors sign up for it, users find it in Settings.
        if (!onSale) action = trial ? (signedIn ? messages.viewPlan : visitorActions[type]) : null;
        return (
          <article key={type} className={mergeClasses(styles.card, trial && styles.featured)} data-testid={`pricing-${type}`}>
            <h3 className={styles.name}>{planName(intl, type)}</h3>
            <p className={styles.pitch}>{intl.formatMessage(pitches[type])}</p>
            <p className={styles.price}>
              <span className={styles.amount}>
                {intl.formatNumber(plan.priceCents / 100, { style: 'currency', currency: plan.currency, minimumFractionDigits: plan.priceCents % 100 === 0 ? 0 : 2 })}
              </span>
              <span className={styles.period}>{intl.formatMessage(messages.perMonth)}</span>
            </p>
            <ul className={styles.list}>
              {lines.map((line) => (
                <li key={line} className={styles.item}>
                  <CheckmarkRegular className={styles.check} aria-hidden="true" />
                  {line}
                </li>
              ))}
            </ul>
            {onSale ? null : <p className={styles.unavailable}>{intl.formatMessage(planMessages.paidPlansUnavailable)}</p>}
            {action ? (
              <ButtonLink to={signedIn ? UPGRADE_PATH : registerPath} appearance={trial ? 'primary' : 'secondary'} size="large">
                {intl.formatMessage(action)}
              </ButtonLink>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
