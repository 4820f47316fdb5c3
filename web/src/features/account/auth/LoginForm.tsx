import { makeStyles, tokens } from '@fluentui/react-components';
import { createIntl, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../../forms/Field';
import { PasswordInput } from '../../../forms/PasswordInput';
import { TextInput } from '../../../forms/TextInput';
import { useZodForm } from '../../../forms/useZodForm';
import { getLocaleState, setLocale } from '../../../i18n/locale';
import { useNotify } from '../../../notify/useNotify';
import { useAfterSignInPath, useWithNext } from './nextPath';
import { useLoginMutation } from '../useLoginMutation';
import { welcomeForm } from '../greeting';
import { authFields, authToasts, loginSuccessBody } from './authMessages';
import { passwordResetMessages } from './passwordResetMessages';
import { loginSchema } from './validation';
import { SubmitButton } from '../../../forms/SubmitButton';

const messages = defineMessages({
  submit: { id: 'auth.login.submit', defaultMessage: 'Iniciar sesión' },
  pending: { id: 'auth.login.pending', defaultMessage: 'Iniciando sesión…' },
});

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  submit: { marginTop: '8px', width: '100%' },
  forgot: { alignSelf: 'flex-end', marginTop: '-8px', color: tokens.colorBrandForegroundLink, fontSize: tokens.fontSizeBase300 },
});

export function LoginForm() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const withNext = useWithNext();
  const [login, isInFlight] = useLoginMutation();
  const form = useZodForm(loginSchema, { username: '', password: '' });

  const submit = form.handleSubmit(async (input) => {
    const result = await login({ input });
    if (!result.ok) return form.showFailure(result.failure);
    const user = result.data;
    // The UI adopts the user's language, and the welcome toast speaks the language the user will
    // see. The store's viewer is the user now (useLoginMutation), so the dashboard needs no request.
    await setLocale(user.preferredLanguage);
    const { locale, messages } = getLocaleState();
    const welcome = createIntl({ locale, messages, defaultLocale: intl.defaultLocale });
    notify.success(
      welcome.formatMessage(authToasts.loginSuccess),
      welcome.formatMessage(loginSuccessBody, { form: welcomeForm(user.username), name: user.displayName || user.username }),
    );
    await navigate(afterSignIn, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.submit)}>
      <Field label={intl.formatMessage(authFields.usernameOrEmail)} required {...form.field('username')}>
        <TextInput autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.bind('username')} />
      </Field>
      <Field label={intl.formatMessage(authFields.password)} required {...form.field('password')}>
        <PasswordInput autoComplete="current-password" {...form.bind('password')} />
      </Field>
      <Link to={withNext('/forgot-password')} className={styles.forgot}>
        {intl.formatMessage(passwordResetMessages.forgotLink)}
      </Link>
      <SubmitButton pending={isInFlight} label={messages.submit} pendingLabel={messages.pending} size="large" />
    </form>
  );
}
