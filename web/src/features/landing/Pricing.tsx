import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ButtonLink } from '../../ui/ButtonLink';
import { UPGRADE_PATH } from '../../layout/navigation';
import { planFactLines, type PlanType } from '../plans/planFacts';
import { planMessages } from '../plans/planMessages';
import type { CatalogPlan } from './fetchLanding';

const messages = defineMessages({
  perMonth: { id: 'landing.pricing.perMonth', defaultMessage: '/mes' },
  freeName: { id: 'landing.pricing.free.name', defaultMessage: 'Gratis' },
  freePitch: { id: 'landing.pricing.free.pitch', defaultMessage: 'Para descubrir la biblioteca y el optimizador.' },
  freeAction: { id: 'landing.pricing.free.action', defaultMessage: 'Crear una cuenta gratis' },
  premiumName: { id: 'landing.pricing.premium.name', defaultMessage: 'Premium' },
  premiumPitch: { id: 'landing.pricing.premium.pitch', defaultMessage: 'Para quien escribe prompts cada día.' },
  premiumAction: { id: 'landing.pricing.premium.action', defaultMessage: 'Prueba 7 días gratis' },
  teamName: { id: 'landing.pricing.team.name', defaultMessage: 'Team' },
  teamPitch: { id: 'landing.pricing.team.pitch', defaultMessage: 'Para quien optimiza prompts a diario, sin límites.' },
  teamAction: { id: 'landing.pricing.team.action', defaultMessage: 'Elegir Team' },
  everythingInPremium: { id: 'landing.pricing.team.everythingInPremium', defaultMessage: 'Todo lo de Premium' },
  onePerson: { id: 'landing.pricing.team.onePerson', defaultMessage: 'Por ahora, una persona por suscripción: las cuentas compartidas aún no están disponibles' },
  viewPlan: { id: 'landing.pricing.viewPlan', defaultMessage: 'Ver mi suscripción' },
  upgrade: { id: 'landing.pricing.upgrade', defaultMessage: 'Mejorar mi plan' },
});

const trialMessage = defineMessage<{ days: number }>({
  id: 'landing.pricing.premium.trial',
  defaultMessage: '{days} días de prueba gratis, una vez por cuenta',
});

/** The Pro trial's length (graphql-server/services/subscriptions.ts, `trialDays`). */
const TRIAL_DAYS = 7;

interface PricingCard {
  key: string;
  name: MessageDescriptor;
  pitch: MessageDescriptor;
  action: MessageDescriptor;
  /** The catalog plan whose price and limits the card states. */
  plan: PlanType;
}

// DECISIONS.md keeps SPEC's reading for these three cards: Free, Premium ($9.99, the catalog's
// basic plan, with the 7-day trial) and Team ($19.99, the catalog's pro plan). Prices and limits are
// the catalog's, so they follow it. Shared team accounts are not built yet, and the $19.99 plan is
// for one person, so the Team card says so instead of promising 5 members (DECISIONS: every
// promise on screen is true when shown).
const cards: PricingCard[] = [
  { key: 'free', name: messages.freeName, pitch: messages.freePitch, action: messages.freeAction, plan: 'free' },
  { key: 'premium', name: messages.premiumName, pitch: messages.premiumPitch, action: messages.premiumAction, plan: 'basic' },
  { key: 'team', name: messages.teamName, pitch: messages.teamPitch, action: messages.teamAction, plan: 'pro' },
];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '16px',
    alignItems: 'stretch',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '480px', margin: '0 auto' },
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
  const catalog = new Map(plans.map((plan) => [plan.type, plan]));
  return (
    <div className={styles.grid}>
      {cards.map((card) => {
        const plan = catalog.get(card.plan);
        if (!plan) return null;
        const team = card.key === 'team';
        const lines = planFactLines(intl, plan);
        if (card.key === 'premium') lines.push(intl.formatMessage(trialMessage, { days: TRIAL_DAYS }));
        if (team) lines.unshift(intl.formatMessage(messages.everythingInPremium));
        if (team && plan.teamMembers === 1) lines.push(intl.formatMessage(messages.onePerson));
        const onSale = paidPlansOnSale || card.key === 'free';
        let action: MessageDescriptor | null = signedIn ? (card.key === 'free' ? messages.viewPlan : messages.upgrade) : card.action;
        // Not for sale, only the Premium card's trial still leads anywhere: visitors sign up for it, users find it in Settings.
        if (!onSale) action = card.key === 'premium' ? (signedIn ? messages.viewPlan : card.action) : null;
        return (
          <article key={card.key} className={mergeClasses(styles.card, card.key === 'premium' && styles.featured)} data-testid={`pricing-${card.key}`}>
            <h3 className={styles.name}>{intl.formatMessage(card.name)}</h3>
            <p className={styles.pitch}>{intl.formatMessage(card.pitch)}</p>
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
              <ButtonLink to={signedIn ? UPGRADE_PATH : registerPath} appearance={card.key === 'premium' ? 'primary' : 'secondary'} size="large">
                {intl.formatMessage(action)}
              </ButtonLink>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
