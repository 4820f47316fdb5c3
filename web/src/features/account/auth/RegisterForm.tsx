import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Checkbox } from '../../../forms/Checkbox';
import { Field } from '../../../forms/Field';
import { PasswordInput } from '../../../forms/PasswordInput';
import { TextInput } from '../../../forms/TextInput';
import { useZodForm } from '../../../forms/useZodForm';
import { getLocale } from '../../../i18n/locale';
import { useNotify } from '../../../notify/useNotify';
import { useAfterSignInPath } from './nextPath';
import { USERNAME_MAX } from '../../../../../shared/rules';
import { useRegisterMutation } from '../useRegisterMutation';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { welcomeForm } from '../greeting';
import { authFields, authToasts, registerSuccessBody } from './authMessages';
import { registerSchema } from './validation';
import { SubmitButton } from '../../../forms/SubmitButton';

const messages = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Correo electrónico' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirmar contraseña' },
  invitationCode: { id: 'auth.field.invitationCode', defaultMessage: 'Código de invitación (opcional)' },
  invitationHint: {
    id: 'auth.field.invitationHint',
    defaultMessage: 'Un código válido te regala un mes de Premium.',
  },
  submit: { id: 'auth.register.submit', defaultMessage: 'Crear cuenta' },
  pending: { id: 'auth.register.pending', defaultMessage: 'Creando cuenta…' },
});

type Chunks = (chunks: ReactNode[]) => ReactNode;
const termsMessage = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'auth.field.terms',
  defaultMessage:
    'Confirmo que tengo 18 años o más y acepto los <terms>términos del servicio</terms> y la <privacy>política de privacidad</privacy>.',
});

/** The legal documents open in a new tab, so the half-filled form stays. */
const documentLink = (to: string, className: string): Chunks =>
  function DocumentLink(chunks) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
        {chunks}
      </a>
    );
  };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '16px',
    '@media (max-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Inputs have a minimum width; side by side they must shrink to their column.
  narrowInput: { minWidth: 0 },
  // Fluent's Link, inline in text.
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': {
      outlineStyle: 'none',
      textDecorationColor: tokens.colorStrokeFocus2,
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
    },
  },
  submit: { marginTop: '8px', width: '100%' },
});

export function RegisterForm() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const [register, isInFlight] = useRegisterMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useZodForm(registerSchema, {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    invitationCode: '',
    acceptTerms: false,
  });

  const submit = form.handleSubmit(async (input) => {
    const result = await register({ input });
    if (!result.ok) return form.showFailure(result.failure);
    const user = result.data;
    notify.success(
      intl.formatMessage(authToasts.registerSuccess),
      intl.formatMessage(registerSuccessBody, { form: welcomeForm(user.username), name: user.displayName || user.username }),
    );
    // The account keeps the language it was created in.
    const locale = getLocale();
    if (user.preferredLanguage !== locale) void updateProfile({ input: { preferredLanguage: locale } }, { toast: false });
    await navigate(afterSignIn, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.submit)}>
      <Field
        label={intl.formatMessage(authFields.username)}
        required
        hint={form.lengthHint('username', USERNAME_MAX)}
        {...form.field('username')}
      >
        <TextInput
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX}
          {...form.bind('username')}
        />
      </Field>
      <Field label={intl.formatMessage(messages.email)} required {...form.field('email')}>
        <TextInput type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
      <div className={styles.pair}>
        <Field label={intl.formatMessage(authFields.password)} required {...form.field('password')}>
          <PasswordInput className={styles.narrowInput} autoComplete="new-password" {...form.bind('password')} />
        </Field>
        <Field label={intl.formatMessage(messages.confirmPassword)} required {...form.field('confirmPassword')}>
          <PasswordInput className={styles.narrowInput} autoComplete="new-password" {...form.bind('confirmPassword')} />
        </Field>
      </div>
      <Field
        label={intl.formatMessage(messages.invitationCode)}
        hint={intl.formatMessage(messages.invitationHint)}
        {...form.field('invitationCode')}
      >
        <TextInput autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.bind('invitationCode')} />
      </Field>
      <Field {...form.field('acceptTerms')}>
        <Checkbox
          {...form.register('acceptTerms')}
          label={
            <>{intl.formatMessage(termsMessage, {
                terms: documentLink('/terms', styles.link),
                privacy: documentLink('/privacy', styles.link),
              })}</>
          }
        />
      </Field>
      <SubmitButton pending={isInFlight} label={messages.submit} pendingLabel={messages.pending} size="large" />
    </form>
  );
}
