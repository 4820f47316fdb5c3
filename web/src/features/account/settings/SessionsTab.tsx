import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../notify/useNotify';
import { useEndSessionMutation } from '../useEndSessionMutation';
import { sessionsMessages as messages } from './sessionsMessages';
import { useSettingsStyles } from './settingsStyles';
import type { SessionsTab_viewer$key } from './__generated__/SessionsTab_viewer.graphql';



/** The viewer's signed-in devices, each but this one with a button that signs it out. */
export function SessionsTab({ viewer: viewerKey }: { viewer: SessionsTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SessionsTab_viewer on User {
        sessions {
          id
          device
          lastSeenAt
          current
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const [endSession, isEnding] = useEndSessionMutation();
  // A session ended here is deleted from the store and reads as null until the next refetch.
  const sessions = viewer.sessions.filter((session) => session != null);

  const end = async (id: string) => {
    const result = await endSession({ id });
    if (result.ok) notify.success(intl.formatMessage(messages.ended));
  };

  return (
    <section className={styles.card} aria-labelledby="settings-sessions-heading">
      <h2 id="settings-sessions-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <Table aria-labelledby="settings-sessions-heading">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(messages.device)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(messages.lastSeen)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(messages.actions)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>{session.device ?? intl.formatMessage(messages.unknownDevice)}</TableCell>
              <TableCell>{intl.formatDate(String(session.lastSeenAt), { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
              <TableCell>
                {session.current ? (
                  <Badge appearance="tint" color="success">
                    {intl.formatMessage(messages.current)}
                  </Badge>
                ) : (
                  <Button size="small" disabled={isEnding} onClick={() => end(session.id)}>
                    {intl.formatMessage(messages.end)}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
