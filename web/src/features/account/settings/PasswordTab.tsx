import { Button, Field, Spinner } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PasswordInput } from '../../../forms/PasswordInput';
import { hasErrors } from '../../../forms/rules';
import { useFocusFirstError } from '../../../forms/useFocusFirstError';
import { commonMessages } from '../../../i18n/commonMessages';
import { readFailure } from '../fieldErrors';
import { useChangePasswordMutation } from '../useChangePasswordMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import { validatePassword, type PasswordValues } from './validation';

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

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordTab() {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const [changePassword, isInFlight] = useChangePasswordMutation();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<PasswordValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});

  const clientErrors = submitted ? validatePassword(values) : {};
  const fieldState = (field: keyof PasswordValues) => {
    const clientError = clientErrors[field];
    const error = clientError ? intl.formatMessage(clientError) : serverErrors[field];
    return { validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) };
  };
  const change = (field: keyof PasswordValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validatePassword(values))) {
      focusFirstError();
      return;
    }
    changePassword(values, {
      onResult: (result) => {
        if (result.data) {
          setValues(empty);
          setSubmitted(false);
          notify.success(intl.formatMessage(settingsToasts.passwordSaved), intl.formatMessage(settingsToasts.passwordSavedBody));
          return;
        }
        const { message, fields } = readFailure(result);
        setServerErrors(fields);
        notify.error(intl.formatMessage(settingsToasts.passwordFailed), message || intl.formatMessage(commonMessages.genericError));
        focusFirstError();
      },
      onError: () =>
        notify.error(intl.formatMessage(settingsToasts.passwordFailed), intl.formatMessage(commonMessages.genericError)),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage(messages.current)} required {...fieldState('currentPassword')}>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(_, data) => change('currentPassword', data.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.new)} required {...fieldState('newPassword')}>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(_, data) => change('newPassword', data.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.confirm)} required {...fieldState('confirmPassword')}>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(_, data) => change('confirmPassword', data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={isInFlight}
            icon={isInFlight ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage(isInFlight ? messages.pending : messages.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
