import { Badge, Button, TableCell, TableRow, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { ProhibitedRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { graphql } from '../../../relay/graphql';
import { CopyButton } from '../../../ui/CopyButton';
import { invitationMessages, usesMessage } from './invitationMessages';
import type { InvitationCodeRow_code$key, InvitationCodeStatus } from './__generated__/InvitationCodeRow_code.graphql';

const statusColor: Record<InvitationCodeStatus, BadgeProps['color']> = {
  available: 'success',
  expired: 'warning',
  usedUp: 'informative',
  disabled: 'danger',
};

const useStyles = makeStyles({
  code: { display: 'flex', alignItems: 'center', gap: '8px', fontFamily: 'monospace', fontSize: '14px', whiteSpace: 'nowrap' },
});

/** One code: text with copy, uses/max, expiry, status (Disponible, Expirado, Usado or Desactivado), and 'Desactivar'. */
export function InvitationCodeRow({ code: codeKey, onDisable }: { code: InvitationCodeRow_code$key; onDisable: (target: { id: string; code: string }) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const code = useFragment(
    graphql`
      fragment InvitationCodeRow_code on InvitationCode {
        id
        code
        useCount
        maxUses
        expiresAt
        status
      }
    `,
    codeKey,
  );
  return (
    <TableRow data-testid="invitation-code-row">
      <TableCell>
        <span className={styles.code}>
          {code.code}
          <CopyButton text={code.code} size="small" appearance="subtle" />
        </span>
      </TableCell>
      <TableCell>{intl.formatMessage(usesMessage, { used: code.useCount, max: code.maxUses })}</TableCell>
      <TableCell>{code.expiresAt ? intl.formatDate(code.expiresAt, { dateStyle: 'medium' }) : intl.formatMessage(invitationMessages.never)}</TableCell>
      <TableCell>
        <Badge appearance="tint" color={statusColor[code.status]}>
          {intl.formatMessage(invitationMessages[code.status])}
        </Badge>
      </TableCell>
      <TableCell>
        <Button
          size="small"
          icon={<ProhibitedRegular />}
          disabled={code.status === 'disabled'}
          onClick={() => onDisable({ id: code.id, code: code.code })}
        >
          {intl.formatMessage(invitationMessages.disable)}
        </Button>
      </TableCell>
    </TableRow>
  );
}
