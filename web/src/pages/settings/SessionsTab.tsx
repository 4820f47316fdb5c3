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
import { graphql, useFragment, useMutation } from 'react-relay';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/commonMessages';
import { useNotify } from '../../notify/useNotify';
import { useSettingsStyles } from './settingsStyles';
import type { SessionsTabEndSessionMutation } from './__generated__/SessionsTabEndSessionMutation.graphql';
import type { SessionsTab_viewer$key } from './__generated__/SessionsTab_viewer.graphql';

const messages = defineMessages({
  heading: { id: 'settings.sessions.heading', defaultMessage: 'Sesiones activas' },
  description: {
    id: 'settings.sessions.description',
    defaultMessage: 'Dispositivos con tu cuenta abierta. Cierra las sesiones que no reconozcas.',
  },
  device: { id: 'settings.sessions.device', defaultMessage: 'Dispositivo' },
  lastSeen: { id: 'settings.sessions.lastSeen', defaultMessage: 'Última actividad' },
  actions: { id: 'settings.sessions.actions', defaultMessage: 'Acciones' },
  unknownDevice: { id: 'settings.sessions.unknownDevice', defaultMessage: 'Dispositivo desconocido' },
  current: { id: 'settings.sessions.current', defaultMessage: 'Esta sesión' },
  end: { id: 'settings.sessions.end', defaultMessage: 'Cerrar sesión' },
  ended: { id: 'settings.sessions.ended', defaultMessage: 'Sesión cerrada' },
  endFailed: { id: 'settings.sessions.endFailed', defaultMessage: 'No se pudo cerrar la sesión' },
});

const endSessionMutation = graphql`
  mutation SessionsTabEndSessionMutation($id: ID!) {
    endSession(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on MutationEndSessionSuccess {
        data @deleteRecord
      }
    }
  }
`;

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
  const [commitEnd, isEnding] = useMutation<SessionsTabEndSessionMutation>(endSessionMutation);
  // A session ended here is deleted from the store and reads as null until the next refetch.
  const sessions = viewer.sessions.filter((session) => session != null);

  const end = (id: string) =>
    commitEnd({
      variables: { id },
      onCompleted: ({ endSession }) => {
        if (endSession?.__typename === 'MutationEndSessionSuccess') notify.success(intl.formatMessage(messages.ended));
        else notify.error(intl.formatMessage(messages.endFailed), endSession?.message ?? intl.formatMessage(commonMessages.genericError));
      },
      onError: () => notify.error(intl.formatMessage(messages.endFailed), intl.formatMessage(commonMessages.genericError)),
    });

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
