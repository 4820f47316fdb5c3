import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { priceMessage } from './planMessages';
import { planIncludes, planName } from './planText';
import type { PlanOffer_plan$key } from './__generated__/PlanOffer_plan.graphql';

const useStyles = makeStyles({
  plan: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '16px',
    minWidth: 0,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  current: { border: `2px solid ${tokens.colorBrandStroke1}`, padding: '15px' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  price: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold },
  facts: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1 },
  fact: { display: 'flex', gap: '6px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  check: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  action: { marginTop: '4px', display: 'flex', flexDirection: 'column' },
});

/** One plan of the catalog as an offer: name, monthly price, what it includes, and its button. */
export function PlanOffer({
  plan: planKey,
  badge,
  current = false,
  children,
}: {
  plan: PlanOffer_plan$key;
  badge?: ReactNode;
  current?: boolean;
  children?: ReactNode;
}) {
  const plan = useFragment(
    graphql`
      fragment PlanOffer_plan on Plan {
        type
        priceCents
        currency
        ...planText_plan
      }
    `,
    planKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.plan, current && styles.current)} data-testid="plan-offer" data-plan={plan.type}>
      <span className={styles.head}>
        <span className={styles.name}>{planName(intl, plan.type)}</span>
        {badge}
      </span>
      <span className={styles.price}>
        {intl.formatMessage(priceMessage, {
          price: intl.formatNumber(plan.priceCents / 100, { style: 'currency', currency: plan.currency }),
        })}
      </span>
      <ul className={styles.facts}>
        {planIncludes(intl, plan).map((line) => (
          <li key={line} className={styles.fact}>
            <CheckmarkRegular className={styles.check} aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      {children ? <span className={styles.action}>{children}</span> : null}
    </li>
  );
}
