import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { navMessages } from '../../layout/navigation';
import { UpgradeButton } from './UpgradeButton';
import { hasHigherPlan, planIncludes, planName } from './planText';
import type { PlanCard_query$key } from './__generated__/PlanCard_query.graphql';

const messages = defineMessages({
  includes: { id: 'plan.includes', defaultMessage: 'Incluye' },
});

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, color: tokens.colorBrandForeground1 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '6px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  check: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  action: { alignSelf: 'flex-start' },
});

/**
 * The viewer's plan as the catalog states it: its name, what it includes, and an upgrade button
 * only when a higher plan exists (it opens the upgrade dialog). `upgradeLabel` words that button for
 * its screen (the dashboard's 'Actualizar a Pro').
 */
export function PlanCard({
  query: queryKey,
  onNavigate,
  upgradeLabel,
}: {
  query: PlanCard_query$key;
  onNavigate?: () => void;
  upgradeLabel?: string;
}) {
  const data = useFragment(
    graphql`
      fragment PlanCard_query on Query {
        viewer {
          plan {
            type
            ...planText_plan
          }
        }
        plans {
          type
        }
      }
    `,
    queryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  if (!data.viewer) return null;
  const { plan } = data.viewer;
  return (
    <div className={styles.root} data-testid="plan-card">
      <span className={styles.name} data-testid="plan-name">
        {planName(intl, plan.type)}
      </span>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.includes)}>
        {planIncludes(intl, plan).map((line) => (
          <li key={line} className={styles.item}>
            <CheckmarkRegular className={styles.check} aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      {hasHigherPlan(plan.type, data.plans.map((catalogPlan) => catalogPlan.type)) ? (
        <UpgradeButton className={styles.action} onClick={onNavigate}>
          {upgradeLabel ?? intl.formatMessage(navMessages.upgrade)}
        </UpgradeButton>
      ) : null}
    </div>
  );
}
