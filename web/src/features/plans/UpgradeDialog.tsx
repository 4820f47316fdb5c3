import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { UPGRADE_PATH } from '../../layout/navigation';
import { AppDialog } from '../../ui/AppDialog';
import { ButtonLink } from '../../ui/ButtonLink';
import { nextCreditReset } from './creditReset';
import { planIncludes, planName } from './planText';
import type { UpgradeDialog_query$key } from './__generated__/UpgradeDialog_query.graphql';

const messages = defineMessages({
  title: { id: 'upgrade.title', defaultMessage: 'Has usado tus optimizaciones' },
  plansHeading: { id: 'upgrade.plansHeading', defaultMessage: 'Planes con más optimizaciones' },
  goToSubscription: { id: 'upgrade.goToSubscription', defaultMessage: 'Ir a Suscripción' },
  close: { id: 'upgrade.close', defaultMessage: 'Ahora no' },
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
const priceMessage = defineMessage<{ price: string }>({ id: 'upgrade.price', defaultMessage: '{price} al mes' });

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px', paddingBottom: '8px' },
  reason: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  plans: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: '12px',
  },
  plan: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  planName: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  facts: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  fact: { display: 'flex', gap: '6px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  check: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
});

/**
 * Shown when the viewer has no optimizations left: why (the plan's allowance and when it comes
 * back), the catalog's higher plans with their real prices and limits, and the way to
 * Settings › Suscripción. Everything it states is read from the `plans` catalog and `User.plan`.
 */
export function UpgradeDialog({
  query: queryKey,
  open,
  onOpenChange,
}: {
  query: UpgradeDialog_query$key;
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
        }
        plans {
          type
          priceCents
          currency
          ...planText_plan
        }
      }
    `,
    queryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const plan = data.viewer?.plan;
  const current = data.plans.findIndex((catalogPlan) => catalogPlan.type === plan?.type);
  const higherPlans = current === -1 ? [] : data.plans.slice(current + 1);
  const reason =
    plan?.optimizationsLimit != null && plan.optimizationsPeriod
      ? intl.formatMessage(plan.optimizationsPeriod === 'day' ? dailyReason : monthlyReason, {
          plan: planName(intl, plan.type),
          count: plan.optimizationsLimit,
          date: intl.formatDate(nextCreditReset(plan.optimizationsPeriod, new Date()), { dateStyle: 'long', timeZone: 'UTC' }),
        })
      : null;
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent className={styles.content}>
          {reason ? <p className={styles.reason}>{reason}</p> : null}
          {higherPlans.length > 0 ? (
            <section className={styles.content} aria-labelledby="upgrade-plans-heading">
              <h3 id="upgrade-plans-heading" className={styles.heading}>
                {intl.formatMessage(messages.plansHeading)}
              </h3>
              <ul className={styles.plans}>
                {higherPlans.map((catalogPlan) => (
                  <li key={catalogPlan.type} className={styles.plan} data-testid="upgrade-plan">
                    <span className={styles.planName}>{planName(intl, catalogPlan.type)}</span>
                    <span className={styles.price}>
                      {intl.formatMessage(priceMessage, {
                        price: intl.formatNumber(catalogPlan.priceCents / 100, { style: 'currency', currency: catalogPlan.currency }),
                      })}
                    </span>
                    <ul className={styles.facts}>
                      {planIncludes(intl, catalogPlan).map((line) => (
                        <li key={line} className={styles.fact}>
                          <CheckmarkRegular className={styles.check} aria-hidden="true" />
                          {line}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.close)}
          </Button>
          <ButtonLink to={UPGRADE_PATH} appearance="primary" icon={<ArrowUpRegular />}>
            {intl.formatMessage(messages.goToSubscription)}
          </ButtonLink>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
