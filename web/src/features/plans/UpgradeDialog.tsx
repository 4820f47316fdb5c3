import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useFragment } from 'react-relay';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { UPGRADE_PATH } from '../../layout/navigation';
import { AppDialog } from '../../ui/AppDialog';
import { ButtonLink } from '../../ui/ButtonLink';
import { nextCreditReset } from './creditReset';
import { PlanOffer } from './PlanOffer';
import { planMessages, providerNotes, TRIAL_DAYS, trialActiveMessage, trialOfferMessage } from './planMessages';
import { planName } from './planText';
import { usePayForPlan } from './usePayForPlan';
import { useStartTrial } from './useStartTrial';
import type { UpgradeReason } from './upgradeDialogContext';
import type { UpgradeDialog_query$key } from './__generated__/UpgradeDialog_query.graphql';

const messages = defineMessages({
  creditsTitle: { id: 'upgrade.title', defaultMessage: 'Has usado tus optimizaciones' },
  trialTitle: { id: 'upgrade.trialTitle', defaultMessage: 'Prueba Pro gratis' },
  plansTitle: { id: 'upgrade.plansTitle', defaultMessage: 'Mejora tu plan' },
  startedTitle: { id: 'upgrade.startedTitle', defaultMessage: '¡Ya tienes Premium!' },
  plansHeading: { id: 'upgrade.plansHeading', defaultMessage: 'Planes disponibles' },
  topPlan: { id: 'upgrade.topPlan', defaultMessage: 'Ya tienes el plan más completo del catálogo.' },
  seePlans: { id: 'upgrade.seePlans', defaultMessage: 'Ver planes de pago' },
  goToSubscription: { id: 'upgrade.goToSubscription', defaultMessage: 'Ir a Suscripción' },
  close: { id: 'upgrade.close', defaultMessage: 'Ahora no' },
  done: { id: 'upgrade.done', defaultMessage: 'Empezar' },
  oneMonth: {
    id: 'upgrade.oneMonth',
    defaultMessage: 'Cada pago cubre un mes; nada se renueva ni se cobra de forma automática.',
  },
});

const monthlyReason = defineMessage<{ plan: string; count: number; date: string }>({
  id: 'upgrade.reason.month',
  defaultMessage:
    'Tu {plan} incluye {count, plural, one {# optimización} other {# optimizaciones}} al mes y ya no te quedan. Vuelven el {date} (UTC).',
});
const dailyReason = defineMessage<{ plan: string; count: number; date: string }>({
  id: 'upgrade.reason.day',
  defaultMessage:
    'Tu {plan} incluye {count, plural, one {# optimización} other {# optimizaciones}} al día y ya no te quedan hoy. Vuelven mañana, {date} (UTC).',
});

/** The trial is of this plan (docs/behaviour.md, Plans and credits: a 7-day Pro trial). */
const TRIAL_PLAN = 'pro';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px', paddingBottom: '8px' },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  plans: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
    gap: '12px',
  },
  started: { display: 'flex', alignItems: 'flex-start', gap: '12px' },
  startedIcon: { flexShrink: 0, fontSize: '28px', color: tokens.colorPaletteGreenForeground1 },
  actions: { flexWrap: 'wrap' },
});

type UpgradeView = 'offer' | 'started' | 'plans';

/**
 * The one upgrade dialog, opened by every upgrade button (UpgradeDialogProvider). While the
 * once-per-account trial is available it offers it (Start → `startTrial`, then says until when
 * Premium is on); otherwise, or on request, it lists the plans the viewer may pay for, each
 * leading to the provider's checkout (or, on a server without a payment provider, says that paid
 * plans are not available). Opened because the optimizations ran out, it first says
 * why and when they come back. Everything it states comes from the catalog and the viewer's plan.
 */
export function UpgradeDialog({
  query: queryKey,
  reason = 'upgrade',
  open,
  onOpenChange,
}: {
  query: UpgradeDialog_query$key;
  reason?: UpgradeReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const data = useFragment(
    graphql`
      fragment UpgradeDialog_query on Query {
        viewer {
          plan {
            type
            optimizationsLimit
            optimizationsPeriod
          }
          subscription {
            trialAvailable
            purchasablePlans
            premiumExpiresAt
          }
        }
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
  const styles = useStyles();
  const [startTrial, startingTrial] = useStartTrial();
  const [pay, paying] = usePayForPlan(data.paymentProviders);
  const [view, setView] = useState<UpgradeView>(data.viewer?.subscription.trialAvailable ? 'offer' : 'plans');
  // A new view replaces the button that asked for it: focus goes to the new title, not to <body>
  // (from where Escape no longer closes the dialog and Tab starts over from the page).
  const title = useRef<HTMLHeadingElement>(null);
  const viewSwitched = useRef(false);
  const show = (next: UpgradeView) => {
    viewSwitched.current = true;
    setView(next);
  };
  useEffect(() => {
    if (!viewSwitched.current) return;
    viewSwitched.current = false;
    title.current?.focus();
  }, [view]);
  const viewer = data.viewer;
  if (!viewer) return null;

  const { plan, subscription } = viewer;
  const purchasable = data.plans.filter((catalogPlan) => subscription.purchasablePlans.includes(catalogPlan.type));
  const trialPlan = data.plans.find((catalogPlan) => catalogPlan.type === TRIAL_PLAN);
  const provider = data.paymentProviders[0];
  const onSale = provider !== undefined;
  const longDate = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'long' });
  const creditsReason =
    reason === 'credits' && plan.optimizationsLimit != null && plan.optimizationsPeriod
      ? intl.formatMessage(plan.optimizationsPeriod === 'day' ? dailyReason : monthlyReason, {
          plan: planName(intl, plan.type),
          count: plan.optimizationsLimit,
          date: intl.formatDate(nextCreditReset(plan.optimizationsPeriod, new Date()), { dateStyle: 'long', timeZone: 'UTC' }),
        })
      : null;

  const begin = async () => {
    const result = await startTrial();
    if (result.ok) show('started');
  };

  const titleMessage =
    view === 'started'
      ? messages.startedTitle
      : creditsReason
        ? messages.creditsTitle
        : view === 'offer'
          ? messages.trialTitle
          : messages.plansTitle;

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle ref={title} tabIndex={-1}>
          {intl.formatMessage(titleMessage)}
        </DialogTitle>
        <DialogContent className={styles.content} data-testid="upgrade-dialog" data-view={view}>
          {creditsReason && view !== 'started' ? <p className={styles.text}>{creditsReason}</p> : null}
          {view === 'started' ? (
            <div className={styles.started} role="status">
              <CheckmarkCircleRegular className={styles.startedIcon} aria-hidden="true" />
              <p className={styles.text}>
                {intl.formatMessage(trialActiveMessage, {
                  plan: planName(intl, TRIAL_PLAN),
                  date: longDate(subscription.premiumExpiresAt),
                })}
              </p>
            </div>
          ) : null}
          {view === 'offer' && trialPlan ? (
            <>
              <p className={styles.text}>{intl.formatMessage(trialOfferMessage, { plan: planName(intl, TRIAL_PLAN), days: TRIAL_DAYS })}</p>
              <ul className={styles.plans}>
                <PlanOffer plan={trialPlan} />
              </ul>
              {onSale ? null : <p className={styles.note}>{intl.formatMessage(planMessages.paidPlansUnavailable)}</p>}
            </>
          ) : null}
          {view === 'plans' ? (
            <div className={styles.content}>
              {/* Below the reason, the plans need a heading of their own; otherwise the title says it. */}
              {creditsReason ? <h3 className={styles.heading}>{intl.formatMessage(messages.plansHeading)}</h3> : null}
              {!onSale ? (
                <p className={styles.text}>{intl.formatMessage(planMessages.paidPlansUnavailable)}</p>
              ) : purchasable.length > 0 ? (
                <ul className={styles.plans}>
                  {purchasable.map((catalogPlan) => (
                    <PlanOffer key={catalogPlan.type} plan={catalogPlan}>
                      <Button appearance="primary" disabled={paying !== null} onClick={() => void pay(catalogPlan.type)}>
                        {intl.formatMessage(paying === catalogPlan.type ? planMessages.redirecting : planMessages.subscribe)}
                      </Button>
                    </PlanOffer>
                  ))}
                </ul>
              ) : (
                <p className={styles.text}>{intl.formatMessage(messages.topPlan)}</p>
              )}
              {provider ? (
                <p className={styles.note}>
                  {intl.formatMessage(messages.oneMonth)} {intl.formatMessage(providerNotes[provider])}
                </p>
              ) : null}
            </div>
          ) : null}
        </DialogContent>
        <DialogActions className={styles.actions}>
          {view === 'started' ? (
            <Button appearance="primary" onClick={() => onOpenChange(false)}>
              {intl.formatMessage(messages.done)}
            </Button>
          ) : (
            <>
              <Button appearance="secondary" onClick={() => onOpenChange(false)}>
                {intl.formatMessage(messages.close)}
              </Button>
              {view === 'offer' ? (
                <>
                  {onSale ? (
                    <Button appearance="secondary" onClick={() => show('plans')}>
                      {intl.formatMessage(messages.seePlans)}
                    </Button>
                  ) : null}
                  <Button appearance="primary" disabled={startingTrial} onClick={() => void begin()}>
                    {intl.formatMessage(startingTrial ? planMessages.startingTrial : planMessages.startTrial)}
                  </Button>
                </>
              ) : (
                <ButtonLink to={UPGRADE_PATH} appearance="secondary" onClick={() => onOpenChange(false)}>
                  {intl.formatMessage(messages.goToSubscription)}
                </ButtonLink>
              )}
            </>
          )}
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
