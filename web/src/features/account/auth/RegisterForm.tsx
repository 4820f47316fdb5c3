import { Button, Checkbox, Field, Input, Spinner, makeStyles } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordInput } from '../../../forms/PasswordInput';
import { hasErrors, type FormErrors } from '../../../forms/rules';
import { useFocusFirstError } from '../../../forms/useFocusFirstError';
import { commonMessages } from '../../../i18n/commonMessages';
import { getLocale } from '../../../i18n/locale';
import { readFailure } from '../fieldErrors';
import { useRegisterMutation, type RegisterResult } from '../useRegisterMutation';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useNotify } from '../../../notify/useNotify';
import { authFields, authToasts, registerSuccessBody } from './authMessages';
import { registerInput, validateRegister, type RegisterField, type RegisterValues } from './validation';

const messages = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Correo electrónico' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirmar contraseña' },
  invitationCode: { id: 'auth.field.invitationCode', defaultMessage: 'Código de invitación (opcional)' },
  invitationHint: {
    id: 'auth.field.invitationHint',
    defaultMessage: 'Un código válido te regala un mes de Premium.',
  },
  terms: {
    id: 'auth.field.terms',
    defaultMessage: 'Confirmo que tengo 18 años o más y acepto los términos del servicio y la política de privacidad.',
  },
  submit: { id: 'auth.register.submit', defaultMessage: 'Crear cuenta' },
  pending: { id: 'auth.register.pending', defaultMessage: 'Creando cuenta…' },
});

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '16px',
    '@media (max-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Fluent inputs have a minimum width; side by side they must shrink to their column.
  narrowInput: { minWidth: 0 },
  submit: { marginTop: '8px', width: '100%' },
});

const empty: RegisterValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  invitationCode: '',
  acceptTerms: false,
};

export function RegisterForm() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [register, isInFlight] = useRegisterMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<RegisterValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, string>>>({});

  const clientErrors: FormErrors<RegisterField, MessageDescriptor> = submitted ? validateRegister(values) : {};
  const errorOf = (field: RegisterField) => {
    const clientError = clientErrors[field];
    return clientError ? intl.formatMessage(clientError) : serverErrors[field];
  };
  const fieldProps = (field: RegisterField) => {
    const error = errorOf(field);
    return { validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) };
  };

  const change = <Field extends RegisterField>(field: Field, value: RegisterValues[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onResult = (result: RegisterResult) => {
    const user = result.data;
    if (user) {
      notify.success(
        intl.formatMessage(authToasts.registerSuccess),
        intl.formatMessage(registerSuccessBody, { name: user.displayName || user.username }),
      );
      // The account keeps the language it was created in.
      const locale = getLocale();
      if (user.preferredLanguage !== locale) updateProfile({ preferredLanguage: locale });
      return;
    }
    const { message, fields } = readFailure(result);
    setServerErrors(fields);
    notify.error(
      intl.formatMessage(authToasts.registerFailed),
      message || intl.formatMessage(authToasts.registerFailedFallback),
    );
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateRegister(values))) {
      focusFirstError();
      return;
    }
    register(registerInput(values), {
      onResult,
      onError: () =>
        notify.error(intl.formatMessage(authToasts.registerFailed), intl.formatMessage(commonMessages.genericError)),
    });
  };

  const termsError = errorOf('acceptTerms');

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.submit)}>
      <Field label={intl.formatMessage(authFields.username)} required {...fieldProps('username')}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(_, data) => change('username', data.value)}
        />
      </Field>
      <Field label={intl.formatMessage(messages.email)} required {...fieldProps('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(_, data) => change('email', data.value)}
        />
      </Field>
      <div className={styles.pair}>
        <Field label={intl.formatMessage(authFields.password)} required {...fieldProps('password')}>
          <PasswordInput
            className={styles.narrowInput}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(_, data) => change('password', data.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.confirmPassword)} required {...fieldProps('confirmPassword')}>
          <PasswordInput
            className={styles.narrowInput}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(_, data) => change('confirmPassword', data.value)}
          />
        </Field>
      </div>
      <Field
        label={intl.formatMessage(messages.invitationCode)}
        hint={intl.formatMessage(messages.invitationHint)}
        {...fieldProps('invitationCode')}
      >
        <Input
          name="invitationCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.invitationCode}
          onChange={(_, data) => change('invitationCode', data.value)}
        />
      </Field>
      <Field validationMessage={termsError} validationState={termsError ? 'error' : 'none'}>
        <Checkbox
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(_, data) => change('acceptTerms', data.checked === true)}
          label={intl.formatMessage(messages.terms)}
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
