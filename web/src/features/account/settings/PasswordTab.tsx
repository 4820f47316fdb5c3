import { defineMessages, useIntl } from 'react-intl';
import { Field } from '../../../forms/Field';
import { PasswordInput } from '../../../forms/PasswordInput';
import { useZodForm } from '../../../forms/useZodForm';
import { useChangePasswordMutation } from '../useChangePasswordMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import { passwordSchema } from './validation';
import { SubmitButton } from '../../../forms/SubmitButton';

const messages = defineMessages({
  heading: { id: 'settings.password.heading', defaultMessage: 'Contraseña' },
  description: {
    id: 'settings.password.description',
    defaultMessage: 'Al cambiarla se cerrarán tus sesiones en otros dispositivos.',
  },
  current: { id: 'settings.password.current', defaultMessage: 'Contraseña actual' },
  new: { id: 'settings.password.new', defaultMessage: 'Nueva contraseña' },
  confirm: { id: 'settings.password.confirm', defaultMessage: 'Confirmar nueva contraseña' },
  submit: { id: 'settings.password.submit', defaultMessage: 'Cambiar contraseña' },
  pending: { id: 'settings.password.pending', defaultMessage: 'Cambiando…' },
});

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordTab() {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const [changePassword, isInFlight] = useChangePasswordMutation();
  const form = useZodForm(passwordSchema, empty);

  const submit = form.handleSubmit(async (input) => {
    const result = await changePassword({ input });
    if (!result.ok) return form.showFailure(result.failure);
    form.reset(empty);
    notify.success(intl.formatMessage(settingsToasts.passwordSaved), intl.formatMessage(settingsToasts.passwordSavedBody));
  });

  return (
    <section className={styles.card} aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage(messages.current)} required {...form.field('currentPassword')}>
          <PasswordInput autoComplete="current-password" {...form.bind('currentPassword')} />
        </Field>
        <Field label={intl.formatMessage(messages.new)} required {...form.field('newPassword')}>
          <PasswordInput autoComplete="new-password" {...form.bind('newPassword')} />
        </Field>
        <Field label={intl.formatMessage(messages.confirm)} required {...form.field('confirmPassword')}>
          <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
        </Field>
        <div className={styles.actions}>
          <SubmitButton pending={isInFlight} label={messages.submit} pendingLabel={messages.pending} />
        </div>
      </form>
    </section>
  );
}
