import {
  Button,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useFragment } from 'react-relay';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES, type ApiTokenScopeName } from '../../../../../shared/rules';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import { AppDialog } from '../../../ui/AppDialog';
import { CopyButton } from '../../../ui/CopyButton';
import { useCreateApiTokenMutation } from '../useCreateApiTokenMutation';
import { useRevokeApiTokenMutation } from '../useRevokeApiTokenMutation';
import { apiTokensMessages as messages } from './apiTokensMessages';
import { useSettingsStyles } from './settingsStyles';
import type { ApiTab_viewer$key } from './__generated__/ApiTab_viewer.graphql';

const scopeLabels: Record<ApiTokenScopeName, MessageDescriptor> = {
  read: messages.scopeRead,
  write: messages.scopeWrite,
  optimize: messages.scopeOptimize,
};

const useStyles = makeStyles({
  scopes: { display: 'flex', flexDirection: 'column', border: 'none', padding: 0, margin: 0 },
  created: { marginBottom: '24px' },
  secret: { display: 'flex', gap: '8px', alignItems: 'center', marginTop: '8px', flexWrap: 'wrap' },
  secretInput: { flex: '1 1 320px', fontFamily: 'monospace' },
  list: { marginTop: '32px' },
  // On a phone the table scrolls sideways (as Suscripción's payments do) instead of squeezing its columns.
  tableScroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto', '& th, & td:not(:first-child)': { whiteSpace: 'nowrap' } },
  subheading: { margin: '0 0 8px', fontSize: '16px' },
});

/** Settings › API: personal API tokens (docs/behaviour.md, API tokens and MCP), created with a name and scopes, shown once, revocable. */
export function ApiTab({ viewer: viewerKey }: { viewer: ApiTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment ApiTab_viewer on User {
        apiTokens {
          id
          name
          scopes
          createdAt
          lastUsedAt
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = { ...useSettingsStyles(), ...useStyles() };
  const notify = useNotify();
  const [createToken, isCreating] = useCreateApiTokenMutation();
  const [revokeToken, isRevoking] = useRevokeApiTokenMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScopeName[]>(['read']);
  const [secret, setSecret] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  // A token revoked here is deleted from the store and reads as null until the next refetch.
  const tokens = viewer.apiTokens.filter((token) => token != null);
  const date = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const result = await createToken({ input: { name, scopes } });
    if (!result.ok) return;
    setSecret(result.data.secret);
    setName('');
  };

  const revoke = async () => {
    if (!revoking) return;
    const result = await revokeToken({ input: { id: revoking.id } });
    setRevoking(null);
    if (result.ok) notify.success(intl.formatMessage(messages.revoked));
  };

  const toggleScope = (scope: ApiTokenScopeName, checked: boolean) =>
    setScopes((current) => API_TOKEN_SCOPES.filter((candidate) => (candidate === scope ? checked : current.includes(candidate))));

  return (
    <section className={styles.card} aria-labelledby="settings-api-heading">
      <h2 id="settings-api-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>
        {intl.formatMessage(messages.description)} <Link to="/developers">{intl.formatMessage(messages.developers)}</Link>
      </p>

      {secret ? (
        <MessageBar className={styles.created} intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(messages.createdTitle)}</MessageBarTitle>
            {intl.formatMessage(messages.createdBody)}
            <div className={styles.secret}>
              <Input className={styles.secretInput} readOnly value={secret} aria-label={intl.formatMessage(messages.secretLabel)} />
              <CopyButton text={secret} appearance="primary" />
            </div>
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                setSecret(null);
                // The button leaves with the message: the keyboard goes on from the form, not from the page's top.
                nameInput.current?.focus();
              }}
            >
              {intl.formatMessage(messages.dismiss)}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <form className={styles.form} onSubmit={(event) => void create(event)}>
        <Field label={intl.formatMessage(messages.name)} required>
          <Input ref={nameInput} value={name} maxLength={API_TOKEN_NAME_MAX} placeholder={intl.formatMessage(messages.namePlaceholder)} onChange={(_, data) => setName(data.value)} />
        </Field>
        <fieldset className={styles.scopes}>
          <legend>{intl.formatMessage(messages.scopes)}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              label={intl.formatMessage(scopeLabels[scope])}
              checked={scopes.includes(scope)}
              onChange={(_, data) => toggleScope(scope, data.checked === true)}
            />
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={isCreating || name.trim() === '' || scopes.length === 0}>
            {intl.formatMessage(isCreating ? messages.creating : messages.create)}
          </Button>
        </div>
      </form>

      <div className={styles.list}>
        <h3 id="settings-api-list" className={styles.subheading}>
          {intl.formatMessage(messages.listHeading)}
        </h3>
        {tokens.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <div className={styles.tableScroll}>
            <Table className={styles.table} aria-labelledby="settings-api-list">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage(messages.name)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.scopes)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.created)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.lastUsed)}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage(messages.actions)}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {tokens.map((token) => (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>{token.scopes.join(', ')}</TableCell>
                    <TableCell>{date(token.createdAt)}</TableCell>
                    <TableCell>{token.lastUsedAt ? date(token.lastUsedAt) : intl.formatMessage(messages.never)}</TableCell>
                    <TableCell>
                      <Button size="small" disabled={isRevoking} onClick={() => setRevoking({ id: token.id, name: token.name })}>
                        {intl.formatMessage(messages.revoke)}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </div>

      <AppDialog open={revoking !== null} onOpenChange={(open) => (open ? null : setRevoking(null))} size="narrow" alert>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(messages.revokeTitle)}</DialogTitle>
          <DialogContent>{revoking?.name}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => setRevoking(null)}>
              {intl.formatMessage(messages.keep)}
            </Button>
            <Button appearance="primary" disabled={isRevoking} onClick={() => void revoke()}>
              {intl.formatMessage(messages.revokeConfirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialog>
    </section>
  );
}
