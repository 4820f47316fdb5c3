import {
  Badge,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { startTransition, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';
import { SectionHeading } from '../../../ui/SectionHeading';
import { useLoadMore } from '../../../ui/useLoadMore';
import { RenewalCheck } from './RenewalCheck';
import { planLabels, statusLabels, subscriptionMessages } from './subscriptionMessages';
import type { SubscriptionsTabQuery } from './__generated__/SubscriptionsTabQuery.graphql';
import type { SubscriptionsTab_query$key } from './__generated__/SubscriptionsTab_query.graphql';
import type { PlanType, SubscriptionsTabPaginationQuery } from './__generated__/SubscriptionsTabPaginationQuery.graphql';

const PAGE_SIZE = 25;
const planOrder = ['free', 'basic', 'pro', 'enterprise'] as const satisfies readonly PlanType[];

const useStyles = makeStyles({
  // minmax(0, 1fr): wide tables and commands scroll inside their box instead of widening the page.
  section: { display: 'grid', gap: '32px', gridTemplateColumns: 'minmax(0, 1fr)' },
  filter: { maxWidth: '260px', marginBottom: '12px' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '600px' },
  email: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pastDue: { display: 'block', color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Admin › Suscripciones: the renewal check and every account's plan, filtered by plan. */
export default function SubscriptionsTab() {
  const query = useLazyLoadQuery<SubscriptionsTabQuery>(
    graphql`
      query SubscriptionsTabQuery {
        ...SubscriptionsTab_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <Subscriptions query={query} />;
}

function Subscriptions({ query }: { query: SubscriptionsTab_query$key }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<SubscriptionsTabPaginationQuery, SubscriptionsTab_query$key>(
    graphql`
      fragment SubscriptionsTab_query on Query
      @refetchable(queryName: "SubscriptionsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, planType: { type: "PlanType" }) {
        subscriptions(first: $count, after: $cursor, planType: $planType) @connection(key: "SubscriptionsTab_subscriptions", filters: ["planType"]) {
          edges {
            node {
              id
              planType
              status
              premiumExpiresAt
              user {
                username
                email
              }
            }
          }
        }
      }
    `,
    query,
  );
  const loadMore = useLoadMore(loadNext, PAGE_SIZE);
  const [planType, setPlanType] = useState<PlanType | ''>('');
  // "Ended" is judged against when the rows were read.
  const [now, setNow] = useState(() => Date.now());
  const reload = (plan: PlanType | '') =>
    startTransition(() => {
      setNow(Date.now());
      refetch({ planType: plan === '' ? null : plan }, { fetchPolicy: 'network-only' });
    });
  const rows = data.subscriptions.edges.map((edge) => edge.node);

  return (
    <div className={styles.section}>
      <RenewalCheck onChecked={() => reload(planType)} />
      <section>
        <SectionHeading title={intl.formatMessage(subscriptionMessages.listHeading)} />
        <Field className={styles.filter} label={intl.formatMessage(subscriptionMessages.filter)}>
          <Select
            value={planType}
            onChange={(_, { value }) => {
              const next = value as PlanType | '';
              setPlanType(next);
              reload(next);
            }}
          >
            <option value="">{intl.formatMessage(subscriptionMessages.allPlans)}</option>
            {planOrder.map((plan) => (
              <option key={plan} value={plan}>
                {intl.formatMessage(planLabels[plan])}
              </option>
            ))}
          </Select>
        </Field>
        {rows.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(subscriptionMessages.empty)}</p>
        ) : (
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={intl.formatMessage(subscriptionMessages.listHeading)}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage(subscriptionMessages.user)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(subscriptionMessages.plan)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(subscriptionMessages.status)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(subscriptionMessages.expires)}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const ended = row.planType !== 'free' && row.premiumExpiresAt !== null && new Date(row.premiumExpiresAt).getTime() <= now;
                  return (
                    <TableRow key={row.id} data-testid="subscription-row">
                      <TableCell>
                        {row.user.username}
                        <span className={styles.email}>{row.user.email}</span>
                      </TableCell>
                      <TableCell>{intl.formatMessage(planLabels[row.planType])}</TableCell>
                      <TableCell>
                        <Badge appearance="tint" color={row.status === 'active' || row.status === 'trialing' ? 'success' : 'informative'}>
                          {intl.formatMessage(statusLabels[row.status])}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        {row.premiumExpiresAt && row.planType !== 'free'
                          ? intl.formatDate(row.premiumExpiresAt, { dateStyle: 'medium' })
                          : intl.formatMessage(subscriptionMessages.noExpiry)}
                        {ended ? <span className={styles.pastDue}>{intl.formatMessage(subscriptionMessages.pastDue)}</span> : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
        <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label={intl.formatMessage(subscriptionMessages.loadMore)} />
      </section>
    </div>
  );
}
