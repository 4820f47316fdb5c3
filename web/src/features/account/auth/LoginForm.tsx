import { Button, Field, Input, Spinner, makeStyles } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordInput } from '../../../forms/PasswordInput';
import { hasErrors, type FormErrors } from '../../../forms/rules';
import { useFocusFirstError } from '../../../forms/useFocusFirstError';
import { commonMessages } from '../../../i18n/commonMessages';
import { setLocale } from '../../../i18n/locale';
import { readFailure } from '../fieldErrors';
import { useLoginMutation, type LoginResult } from '../useLoginMutation';
import { useNotify } from '../../../notify/useNotify';
import { authFields, authToasts, loginSuccessBody } from './authMessages';
import { validateLogin, type LoginField, type LoginValues } from './validation';

const messages = defineMessages({
  submit: { id: 'auth.login.submit', defaultMessage: 'Iniciar sesión' },
  pending: { id: 'auth.login.pending', defaultMessage: 'Iniciando sesión…' },
});

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  submit: { marginTop: '8px', width: '100%' },
});

const empty: LoginValues = { username: '', password: '' };

export function LoginForm() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [login, isInFlight] = useLoginMutation();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<LoginValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<LoginField, string>>>({});

  const clientErrors: FormErrors<LoginField, MessageDescriptor> = submitted ? validateLogin(values) : {};
  const errorOf = (field: LoginField) => {
    const clientError = clientErrors[field];
    return clientError ? intl.formatMessage(clientError) : serverErrors[field];
  };

  const change = (field: LoginField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onResult = (result: LoginResult) => {
    const user = result.data;
    if (user) {
      notify.success(
        intl.formatMessage(authToasts.loginSuccess),
        intl.formatMessage(loginSuccessBody, { name: user.displayName || user.username }),
      );
      // The UI adopts the user's language; the auth page then redirects to /dashboard.
      void setLocale(user.preferredLanguage);
      return;
    }
    const { message, fields } = readFailure(result);
    setServerErrors(fields);
    notify.error(intl.formatMessage(authToasts.loginFailed), message || intl.formatMessage(authToasts.loginFailedFallback));
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateLogin(values))) {
      focusFirstError();
      return;
    }
    login(
      { username: values.username.trim(), password: values.password },
      {
        onResult,
        onError: () =>
          notify.error(intl.formatMessage(authToasts.loginFailed), intl.formatMessage(commonMessages.genericError)),
      },
    );
  };

  const usernameError = errorOf('username');
  const passwordError = errorOf('password');

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.submit)}>
      <Field
        label={intl.formatMessage(authFields.username)}
        required
        validationMessage={usernameError}
        validationState={usernameError ? 'error' : 'none'}
      >
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(_, data) => change('username')(data.value)}
        />
      </Field>
      <Field
        label={intl.formatMessage(authFields.password)}
        required
        validationMessage={passwordError}
        validationState={passwordError ? 'error' : 'none'}
      >
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(_, data) => change('password')(data.value)}
        />
      </Field>
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabled={isInFlight}
        icon={isInFlight ? <Spinner size="tiny" /> : undefined}
      >
        {intl.formatMessage(isInFlight ? messages.pending : messages.submit)}
      </Button>
    </form>
  );
}
