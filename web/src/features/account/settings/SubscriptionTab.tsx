import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { GiftRegular, PremiumRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useFragment } from 'react-relay';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../relay/graphql';
import { useNotify } from '../../../notify/useNotify';
import { PlanOffer } from '../../plans/PlanOffer';
import { planMessages, providerNotes, TRIAL_DAYS, trialActiveMessage, trialOfferMessage } from '../../plans/planMessages';
import { planName } from '../../plans/planText';
import { usePayForPlan } from '../../plans/usePayForPlan';
import { useResumeSubscriptionMutation } from '../../plans/useResumeSubscriptionMutation';
import { useStartTrial } from '../../plans/useStartTrial';
import { useSettingsStyles } from './settingsStyles';
import type { SubscriptionTab_query$key } from './__generated__/SubscriptionTab_query.graphql';
import type { SubscriptionTab_viewer$key } from './__generated__/SubscriptionTab_viewer.graphql';

// Opened by few visits: its code loads when first needed.
const CancelSubscriptionDialog = lazy(async () => ({ default: (await import('./CancelSubscriptionDialog')).CancelSubscriptionDialog }));

const messages = defineMessages({
  heading: { id: 'settings.subscription.heading', defaultMessage: 'Suscripción' },
  description: { id: 'settings.subscription.description', defaultMessage: 'Tu plan, lo que incluye y los planes disponibles.' },
  current: { id: 'settings.subscription.current', defaultMessage: 'Plan actual' },
  premium: { id: 'settings.subscription.premium', defaultMessage: 'Premium' },
  trialing: { id: 'settings.subscription.trialing', defaultMessage: 'Prueba gratuita' },
  cancelled: { id: 'settings.subscription.cancelled', defaultMessage: 'Cancelada' },
  cancel: { id: 'settings.subscription.cancel', defaultMessage: 'Cancelar suscripción' },
  resume: { id: 'settings.subscription.resume', defaultMessage: 'Reanudar suscripción' },
  resuming: { id: 'settings.subscription.resuming', defaultMessage: 'Reanudando…' },
  resumed: { id: 'settings.subscription.resumed', defaultMessage: 'Suscripción reanudada' },
  paymentsHeading: { id: 'settings.subscription.paymentsHeading', defaultMessage: 'Tus pagos' },
  noPayments: { id: 'settings.subscription.noPayments', defaultMessage: 'Todavía no has hecho ningún pago.' },
  paymentDate: { id: 'settings.subscription.payment.date', defaultMessage: 'Fecha' },
  paymentPlan: { id: 'settings.subscription.payment.plan', defaultMessage: 'Plan' },
  paymentAmount: { id: 'settings.subscription.payment.amount', defaultMessage: 'Importe' },
  paymentStatus: { id: 'settings.subscription.payment.status', defaultMessage: 'Estado' },
  trialHeading: { id: 'settings.subscription.trialHeading', defaultMessage: 'Prueba Pro gratis' },
  plansHeading: { id: 'settings.subscription.plansHeading', defaultMessage: 'Planes' },
  currentPlan: { id: 'settings.subscription.currentPlan', defaultMessage: 'Plan Actual' },
  included: { id: 'settings.subscription.included', defaultMessage: 'Incluido en tu plan' },
  trialStarted: { id: 'settings.subscription.trialStarted', defaultMessage: 'Prueba activada' },
  footer: {
    id: 'settings.subscription.footer',
    defaultMessage:
      'Facturación mensual: cada pago cubre un mes y nada se cobra de forma automática; para seguir, pagas el mes siguiente. Puedes cancelar cuando quieras y conservas tu plan hasta el final del periodo pagado.',
  },
});

const paidUntilMessage = defineMessage<{ plan: string; date: string }>({
  id: 'settings.subscription.paidUntil',
  defaultMessage:
    'Tu {plan} está pagado hasta el {date}. No se renueva ni se cobra solo: si quieres seguir, paga un mes más aquí en los 3 días anteriores. Si no, ese día pasarás al Plan Gratis.',
});
const resumedBodyMessage = defineMessage<{ plan: string; date: string }>({
  id: 'settings.subscription.resumedBody',
  defaultMessage: 'Tu {plan} sigue activo hasta el {date}, como antes de cancelar.',
});
const paymentStatuses = defineMessages({
  pending: { id: 'settings.subscription.payment.pending', defaultMessage: 'Pendiente' },
  approved: { id: 'settings.subscription.payment.approved', defaultMessage: 'Pagado' },
  rejected: { id: 'settings.subscription.payment.rejected', defaultMessage: 'Rechazado' },
  refunded: { id: 'settings.subscription.payment.refunded', defaultMessage: 'Reembolsado' },
  refund_due: { id: 'settings.subscription.payment.refundDue', defaultMessage: 'Se te devolverá' },
});
const cancelledMessage = defineMessage<{ plan: string; date: string }>({
  id: 'settings.subscription.cancelledUntil',
  defaultMessage: 'Cancelaste tu suscripción: tu {plan} sigue activo hasta el {date} y después pasarás al Plan Gratis. Hasta entonces puedes reanudarla.',
});
const trialEndsMessage = defineMessage<{ date: string }>({
  id: 'settings.subscription.trialEnds',
  defaultMessage: 'Tu prueba gratuita termina el {date}. Después vuelves al Plan Gratis, salvo que pagues un plan.',
});
const monthlyLeftMessage = defineMessage<{ left: number; limit: number }>({
  id: 'settings.subscription.leftMonthly',
  defaultMessage: 'Optimizaciones restantes: {left} de {limit} mensuales',
});
const dailyLeftMessage = defineMessage<{ left: number; limit: number }>({
  id: 'settings.subscription.leftDaily',
  defaultMessage: 'Optimizaciones restantes hoy: {left} de {limit} diarias',
});

const useStyles = makeStyles({
  plan: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '16px',
    padding: '16px',
    marginBottom: '24px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (max-width: 479px)': { flexDirection: 'column', gap: '12px' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '22px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  summary: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '8px', minWidth: 0, flexGrow: 1 },
  label: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  text: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '65ch' },
  trial: {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '16px',
    marginBottom: '24px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 639px)': { flexDirection: 'column', alignItems: 'flex-start' },
  },
  trialText: { display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1 },
  subheading: { margin: '0 0 12px', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  trialHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  plans: {
    listStyleType: 'none',
    margin: '0 0 20px',
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: '12px',
  },
  unavailable: { margin: '0 0 12px', color: tokens.colorNeutralForeground2, maxWidth: '65ch' },
  footer: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, maxWidth: '80ch' },
  paymentsHeading: { margin: '24px 0 12px', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  paymentsScroll: { overflowX: 'auto' },
  payments: {
    borderCollapse: 'collapse',
    minWidth: '100%',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': { textAlign: 'start', padding: '8px 12px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, whiteSpace: 'nowrap' },
    '& th': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  },
});

/**
 * Settings › Suscripción: the current plan and its state (credits left on a limited
 * plan, the trial's end, the paid period's end, or until when a cancelled plan stays), cancel
 * with its confirmation, the trial offer while available, and the catalog's paid plans with
 * 'Plan Actual' or 'Suscribir Ahora'. Paying sends the browser to the provider's checkout; on a
 * server without a payment provider the plans are shown without buttons, with a line saying so.
 */
export function SubscriptionTab({ viewer: viewerKey, query: queryKey }: { viewer: SubscriptionTab_viewer$key; query: SubscriptionTab_query$key }) {
  const viewer = useFragment(
    graphql`
      fragment SubscriptionTab_viewer on User {
        plan {
          optimizationsLimit
          optimizationsPeriod
        }
        payments(first: 24) {
          edges {
            node {
              databaseId
              planType
              amountCents
              currency
              status
              createdAt
            }
          }
        }
        subscription {
          planType
          isPremium
          optimizationsLeft
          premiumExpiresAt
          status
          trialAvailable
          purchasablePlans
        }
      }
    `,
    viewerKey,
  );
  const data = useFragment(
    graphql`
      fragment SubscriptionTab_query on Query {
        plans {
          type
          ...PlanOffer_plan
        }
        paymentProviders
      }
    `,
    queryKey,
  );
  const intl = useIntl();
  const notify = useNotify();
  const styles = useStyles();
  const settingsStyles = useSettingsStyles();
  const [pay, paying] = usePayForPlan(data.paymentProviders);
  const [startTrial, startingTrial] = useStartTrial();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelMounted, setCancelMounted] = useState(false);

  const { subscription, plan } = viewer;
  const current = subscription.planType;
  const name = planName(intl, current);
  const endDate = subscription.premiumExpiresAt ? intl.formatDate(String(subscription.premiumExpiresAt), { dateStyle: 'long' }) : null;
  const cancellable = current !== 'free' && subscription.status !== 'cancelled' && endDate !== null;
  const resumable = current !== 'free' && subscription.status === 'cancelled' && endDate !== null;
  const payments = viewer.payments.edges.map((edge) => edge.node);
  const provider = data.paymentProviders[0];
  const onSale = provider !== undefined;
  const rank = (type: string) => data.plans.findIndex((catalogPlan) => catalogPlan.type === type);

  let state: string | null = null;
  if (endDate && subscription.status === 'cancelled') state = intl.formatMessage(cancelledMessage, { plan: name, date: endDate });
  else if (endDate && subscription.status === 'trialing') state = intl.formatMessage(trialEndsMessage, { date: endDate });
  else if (endDate) state = intl.formatMessage(paidUntilMessage, { plan: name, date: endDate });

  const credits =
    subscription.optimizationsLeft != null && plan.optimizationsLimit != null
      ? intl.formatMessage(plan.optimizationsPeriod === 'day' ? dailyLeftMessage : monthlyLeftMessage, {
          left: subscription.optimizationsLeft,
          limit: plan.optimizationsLimit,
        })
      : null;

  const beginTrial = async () => {
    const result = await startTrial();
    const until = result.ok ? result.data.subscription.premiumExpiresAt : null;
    if (until)
      notify.success(
        intl.formatMessage(messages.trialStarted),
        intl.formatMessage(trialActiveMessage, { plan: planName(intl, 'pro'), date: intl.formatDate(String(until), { dateStyle: 'long' }) }),
      );
  };

  const resumePlan = async () => {
    const result = await resume({});
    if (result.ok && endDate) notify.success(intl.formatMessage(messages.resumed), intl.formatMessage(resumedBodyMessage, { plan: name, date: endDate }));
  };

  const openCancel = () => {
    setCancelMounted(true);
    setCancelOpen(true);
  };

  return (
    <section className={settingsStyles.card} aria-labelledby="settings-subscription-heading" data-testid="subscription-tab">
      <h2 id="settings-subscription-heading" className={settingsStyles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={settingsStyles.description}>{intl.formatMessage(messages.description)}</p>

      <div className={styles.plan} data-testid="current-plan">
        <span className={styles.icon} aria-hidden="true">
          <PremiumRegular />
        </span>
        <div className={styles.summary}>
          <div>
            <span className={styles.label}>{intl.formatMessage(messages.current)}</span>
            <p className={styles.name} data-testid="current-plan-name">
              {name}
            </p>
          </div>
          <span className={styles.badges}>
            {subscription.isPremium ? (
              <Badge appearance="filled" color="brand">
                {intl.formatMessage(messages.premium)}
              </Badge>
            ) : null}
            {subscription.status === 'trialing' ? <Badge appearance="tint" color="success">{intl.formatMessage(messages.trialing)}</Badge> : null}
            {subscription.status === 'cancelled' && current !== 'free' ? (
              <Badge appearance="tint" color="warning">
                {intl.formatMessage(messages.cancelled)}
              </Badge>
            ) : null}
          </span>
          {state ? (
            <p className={styles.text} data-testid="subscription-state">
              {state}
            </p>
          ) : null}
          {credits ? (
            <p className={styles.text} data-testid="subscription-credits">
              {credits}
            </p>
          ) : null}
          {cancellable ? (
            <Button appearance="secondary" onClick={openCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
          {resumable ? (
            <Button appearance="primary" disabled={resuming} onClick={() => void resumePlan()}>
              {intl.formatMessage(resuming ? messages.resuming : messages.resume)}
            </Button>
          ) : null}
        </div>
      </div>

      {subscription.trialAvailable ? (
        <aside className={styles.trial} aria-labelledby="settings-trial-heading" data-testid="trial-offer">
          <span className={styles.icon} aria-hidden="true">
            <GiftRegular />
          </span>
          <div className={styles.trialText}>
            <h3 id="settings-trial-heading" className={styles.trialHeading}>
              {intl.formatMessage(messages.trialHeading)}
            </h3>
            <p className={styles.text}>{intl.formatMessage(trialOfferMessage, { plan: planName(intl, 'pro'), days: TRIAL_DAYS })}</p>
          </div>
          <Button appearance="primary" disabled={startingTrial} onClick={() => void beginTrial()}>
            {intl.formatMessage(startingTrial ? planMessages.startingTrial : planMessages.startTrial)}
          </Button>
        </aside>
      ) : null}

      <h3 className={styles.subheading}>{intl.formatMessage(messages.plansHeading)}</h3>
      {onSale ? null : <p className={styles.unavailable}>{intl.formatMessage(planMessages.paidPlansUnavailable)}</p>}
      <ul className={styles.plans}>
        {data.plans
          .filter((catalogPlan) => catalogPlan.type !== 'free')
          .map((catalogPlan) => {
            const isCurrent = catalogPlan.type === current;
            const purchasable = subscription.purchasablePlans.includes(catalogPlan.type);
            const label = purchasable
              ? isCurrent && subscription.status !== 'trialing'
                ? planMessages.renew
                : planMessages.subscribe
              : isCurrent
                ? messages.currentPlan
                : rank(catalogPlan.type) < rank(current)
                  ? messages.included
                  : planMessages.subscribe;
            return (
              <PlanOffer
                key={catalogPlan.type}
                plan={catalogPlan}
                current={isCurrent}
                badge={isCurrent ? <Badge appearance="tint" color="brand">{intl.formatMessage(messages.currentPlan)}</Badge> : null}
              >
                {onSale ? (
                  <Button
                    appearance={purchasable ? 'primary' : 'secondary'}
                    disabled={!purchasable || paying !== null}
                    onClick={() => void pay(catalogPlan.type)}
                  >
                    {intl.formatMessage(paying === catalogPlan.type ? planMessages.redirecting : label)}
                  </Button>
                ) : null}
              </PlanOffer>
            );
          })}
      </ul>
      {provider ? (
        <p className={styles.footer}>
          {intl.formatMessage(messages.footer)} {intl.formatMessage(providerNotes[provider])}
        </p>
      ) : null}

      <h3 className={styles.paymentsHeading} id="settings-payments-heading">
        {intl.formatMessage(messages.paymentsHeading)}
      </h3>
      {payments.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage(messages.noPayments)}</p>
      ) : (
        <div className={styles.paymentsScroll}>
          <table className={styles.payments} aria-labelledby="settings-payments-heading" data-testid="payments">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.paymentDate)}</th>
                <th scope="col">{intl.formatMessage(messages.paymentPlan)}</th>
                <th scope="col">{intl.formatMessage(messages.paymentAmount)}</th>
                <th scope="col">{intl.formatMessage(messages.paymentStatus)}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.databaseId}>
                  <td>{intl.formatDate(String(payment.createdAt), { dateStyle: 'medium' })}</td>
                  <td>{planName(intl, payment.planType)}</td>
                  <td>{intl.formatNumber(payment.amountCents / 100, { style: 'currency', currency: payment.currency })}</td>
                  <td>{intl.formatMessage(paymentStatuses[payment.status as keyof typeof paymentStatuses] ?? paymentStatuses.pending)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {cancelMounted && endDate ? (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog open={cancelOpen} onOpenChange={setCancelOpen} plan={name} date={endDate} />
        </Suspense>
      ) : null}
    </section>
  );
}
