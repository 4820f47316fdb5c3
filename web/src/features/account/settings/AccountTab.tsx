import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { loginPassword } from '../../../../../shared/rules';
import { Field } from '../../../forms/Field';
import { PasswordInput } from '../../../forms/PasswordInput';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useZodForm } from '../../../forms/useZodForm';
import { useNotify } from '../../../notify/useNotify';
import { useSession } from '../../../router/session';
import { AppDialog } from '../../../ui/AppDialog';
import { useDeleteAccountMutation } from '../useDeleteAccountMutation';
import { useSettingsStyles } from './settingsStyles';

const messages = defineMessages({
  exportHeading: { id: 'settings.account.exportHeading', defaultMessage: 'Tus datos' },
  exportDescription: {
    id: 'settings.account.exportDescription',
    defaultMessage: 'Un archivo JSON con tu perfil, tus prompts y sus versiones, tus guardados y categorías, tus optimizaciones, sesiones y pagos.',
  },
  exportButton: { id: 'settings.account.export', defaultMessage: 'Descargar mis datos' },
  deleteHeading: { id: 'settings.account.deleteHeading', defaultMessage: 'Eliminar cuenta' },
  deleteDescription: {
    id: 'settings.account.deleteDescription',
    defaultMessage:
      'Se borran tu perfil y todo lo tuyo, y se cierran todas tus sesiones. Los registros de pago se conservan para la contabilidad, sin vínculo contigo. No se puede deshacer.',
  },
  deleteButton: { id: 'settings.account.delete', defaultMessage: 'Eliminar cuenta' },
  dialogTitle: { id: 'settings.account.dialogTitle', defaultMessage: '¿Eliminar tu cuenta para siempre?' },
  password: { id: 'settings.account.password', defaultMessage: 'Tu contraseña' },
  cancel: { id: 'settings.account.cancel', defaultMessage: 'Cancelar' },
  confirm: { id: 'settings.account.confirm', defaultMessage: 'Eliminar definitivamente' },
  deleting: { id: 'settings.account.deleting', defaultMessage: 'Eliminando…' },
  deleted: { id: 'settings.account.deleted', defaultMessage: 'Cuenta eliminada' },
  deletedBody: { id: 'settings.account.deletedBody', defaultMessage: 'Tu cuenta y tus datos se han borrado. ¡Gracias por usar Promptario!' },
});

const useStyles = makeStyles({ sections: { display: 'flex', flexDirection: 'column', gap: '20px' } });

const deleteSchema = z.object({ password: loginPassword });

/** Settings › Cuenta: download everything (GET /api/account/export) or delete the account with the password. */
export function AccountTab() {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const layout = useStyles();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className={layout.sections}>
      <section className={styles.card} aria-labelledby="settings-export-heading">
        <h2 id="settings-export-heading" className={styles.heading}>
          {intl.formatMessage(messages.exportHeading)}
        </h2>
        <p className={styles.description}>{intl.formatMessage(messages.exportDescription)}</p>
        {/* The server names the file (Content-Disposition), so a plain link downloads it. */}
        <Button as="a" href="/api/account/export" download appearance="primary">
          {intl.formatMessage(messages.exportButton)}
        </Button>
      </section>
      <section className={styles.card} aria-labelledby="settings-delete-heading">
        <h2 id="settings-delete-heading" className={styles.heading}>
          {intl.formatMessage(messages.deleteHeading)}
        </h2>
        <p className={styles.description}>{intl.formatMessage(messages.deleteDescription)}</p>
        <Button onClick={() => setConfirming(true)}>{intl.formatMessage(messages.deleteButton)}</Button>
      </section>
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const { endSession } = useSession();
  const [deleteAccount, isInFlight] = useDeleteAccountMutation();
  const form = useZodForm(deleteSchema, { password: '' });

  const submit = form.handleSubmit(async (input) => {
    const result = await deleteAccount({ input });
    if (!result.ok) return form.showFailure(result.failure);
    await endSession('/');
    notify.success(intl.formatMessage(messages.deleted), intl.formatMessage(messages.deletedBody));
  });

  return (
    <AppDialog open onOpenChange={(open) => (open ? undefined : onClose())} size="narrow" alert>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.dialogTitle)}</DialogTitle>
        <DialogContent>
          <p>{intl.formatMessage(messages.deleteDescription)}</p>
          <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.dialogTitle)}>
            <Field label={intl.formatMessage(messages.password)} required {...form.field('password')}>
              <PasswordInput autoComplete="current-password" {...form.bind('password')} />
            </Field>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <SubmitButton pending={isInFlight} label={messages.confirm} pendingLabel={messages.deleting} />
            </DialogActions>
          </form>
        </DialogContent>
      </DialogBody>
    </AppDialog>
  );
}
