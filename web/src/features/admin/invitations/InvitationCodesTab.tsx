import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, Table, TableBody, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ProhibitedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import { AppDialog } from '../../../ui/AppDialog';
import { DangerButton } from '../../../ui/DangerButton';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';
import { SectionHeading } from '../../../ui/SectionHeading';
import { useLoadMore } from '../../../ui/useLoadMore';
import { CreateInvitationCodeForm } from './CreateInvitationCodeForm';
import { InvitationCodeRow } from './InvitationCodeRow';
import { disableTextMessage, invitationMessages } from './invitationMessages';
import { useDisableInvitationCodeMutation } from './useDisableInvitationCodeMutation';
import type { InvitationCodesTabQuery } from './__generated__/InvitationCodesTabQuery.graphql';
import type { InvitationCodesTab_query$key } from './__generated__/InvitationCodesTab_query.graphql';
import type { InvitationCodesTabPaginationQuery } from './__generated__/InvitationCodesTabPaginationQuery.graphql';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  // minmax(0, 1fr): the wide table scrolls inside its box instead of widening the page.
  section: { display: 'grid', gap: '24px', gridTemplateColumns: 'minmax(0, 1fr)' },
  hint: { margin: '0 0 12px', color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Admin › Códigos de Invitación: the create form and the table of codes, newest first. */
export default function InvitationCodesTab() {
  // Uses are claimed and codes expire while the tab is closed: read them again each time it opens.
  const query = useLazyLoadQuery<InvitationCodesTabQuery>(
    graphql`
      query InvitationCodesTabQuery {
        ...InvitationCodesTab_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <InvitationCodes query={query} />;
}

function InvitationCodes({ query }: { query: InvitationCodesTab_query$key }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<InvitationCodesTabPaginationQuery, InvitationCodesTab_query$key>(
    graphql`
      fragment InvitationCodesTab_query on Query
      @refetchable(queryName: "InvitationCodesTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        invitationCodes(first: $count, after: $cursor) @connection(key: "InvitationCodesTab_invitationCodes") {
          __id
          edges {
            node {
              id
              ...InvitationCodeRow_code
            }
          }
        }
      }
    `,
    query,
  );
  const loadMore = useLoadMore(loadNext, PAGE_SIZE);
  const [disableCode] = useDisableInvitationCodeMutation();
  // The dialog stays mounted after closing so it can fade out.
  const [target, setTarget] = useState<{ id: string; code: string } | null>(null);
  const [open, setOpen] = useState(false);
  const codes = data.invitationCodes.edges.map((edge) => edge.node);

  const confirmDisable = async () => {
    if (!target) return;
    setOpen(false);
    const result = await disableCode({ input: { id: target.id } });
    if (result.ok) notify.success(intl.formatMessage(invitationMessages.disabledToast), target.code);
  };

  return (
    <div className={styles.section}>
      <section>
        <SectionHeading title={intl.formatMessage(invitationMessages.createHeading)} />
        <p className={styles.hint}>{intl.formatMessage(invitationMessages.createHint)}</p>
        <CreateInvitationCodeForm connection={data.invitationCodes.__id} />
      </section>
      <section>
        <SectionHeading title={intl.formatMessage(invitationMessages.listHeading)} />
        {codes.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(invitationMessages.empty)}</p>
        ) : (
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={intl.formatMessage(invitationMessages.listHeading)}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage(invitationMessages.code)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(invitationMessages.uses)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(invitationMessages.expires)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(invitationMessages.status)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(invitationMessages.actions)}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {codes.map((code) => (
                  <InvitationCodeRow
                    key={code.id}
                    code={code}
                    onDisable={(next) => {
                      setTarget(next);
                      setOpen(true);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label={intl.formatMessage(invitationMessages.loadMore)} />
      </section>
      <AppDialog open={open} onOpenChange={setOpen} size="narrow" alert>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(invitationMessages.disableTitle)}</DialogTitle>
          <DialogContent>{intl.formatMessage(disableTextMessage, { code: target?.code ?? '' })}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => setOpen(false)}>
              {intl.formatMessage(invitationMessages.cancel)}
            </Button>
            <DangerButton icon={<ProhibitedRegular />} onClick={confirmDisable} testId="confirm-disable">
              {intl.formatMessage(invitationMessages.disable)}
            </DangerButton>
          </DialogActions>
        </DialogBody>
      </AppDialog>
    </div>
  );
}
