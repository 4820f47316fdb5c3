import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';
import { useLoadMore } from '../../../ui/useLoadMore';
import { subjectLabels } from '../../contact/contactMessages';
import type { ContactMessagesTabQuery } from './__generated__/ContactMessagesTabQuery.graphql';
import type { ContactMessagesTab_query$key } from './__generated__/ContactMessagesTab_query.graphql';
import type { ContactMessagesTabPaginationQuery } from './__generated__/ContactMessagesTabPaginationQuery.graphql';

const PAGE_SIZE = 20;

const messages = defineMessages({
  list: { id: 'admin.messages.list', defaultMessage: 'Mensajes de contacto, los más recientes primero' },
  empty: { id: 'admin.messages.empty', defaultMessage: 'Todavía no ha llegado ningún mensaje.' },
  visitor: { id: 'admin.messages.visitor', defaultMessage: 'Visitante sin cuenta' },
  loadMore: { id: 'admin.messages.loadMore', defaultMessage: 'Cargar más mensajes' },
});

const accountMessage = defineMessage<{ username: string }>({ id: 'admin.messages.account', defaultMessage: 'Cuenta: {username}' });

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  item: {
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { margin: '8px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Admin › Mensajes de contacto: what visitors and users sent with the footer's form, newest first. */
export default function ContactMessagesTab() {
  const query = useLazyLoadQuery<ContactMessagesTabQuery>(
    graphql`
      query ContactMessagesTabQuery {
        ...ContactMessagesTab_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <ContactMessages query={query} />;
}

function ContactMessages({ query }: { query: ContactMessagesTab_query$key }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ContactMessagesTabPaginationQuery, ContactMessagesTab_query$key>(
    graphql`
      fragment ContactMessagesTab_query on Query
      @refetchable(queryName: "ContactMessagesTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        contactMessages(first: $count, after: $cursor) @connection(key: "ContactMessagesTab_contactMessages") {
          edges {
            node {
              id
              name
              email
              subject
              message
              createdAt
              sender {
                username
              }
            }
          }
        }
      }
    `,
    query,
  );
  const loadMore = useLoadMore(loadNext, PAGE_SIZE);
  const items = data.contactMessages.edges.map((edge) => edge.node);
  if (items.length === 0) return <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="contact-message">
            <div className={styles.head}>
              <Badge appearance="tint" color="brand">
                {intl.formatMessage(subjectLabels[item.subject])}
              </Badge>
              <span className={styles.name}>{item.name}</span>
              <a href={`mailto:${item.email}`}>{item.email}</a>
              <span className={styles.meta}>
                {intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {item.sender ? intl.formatMessage(accountMessage, { username: item.sender.username }) : intl.formatMessage(messages.visitor)}
              </span>
            </div>
            <p className={styles.body}>{item.message}</p>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label={intl.formatMessage(messages.loadMore)} />
    </>
  );
}
