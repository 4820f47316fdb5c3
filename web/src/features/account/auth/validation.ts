import { defineMessages, type MessageDescriptor } from 'react-intl';
import { PASSWORD_MIN, USERNAME_MIN, isEmail, type FormErrors } from '../../../forms/rules';

export const validationMessages = defineMessages({
  usernameMin: {
    id: 'auth.validation.usernameMin',
    defaultMessage: 'El nombre de usuario debe tener al menos 3 caracteres',
  },
  passwordMin: {
    id: 'auth.validation.passwordMin',
    defaultMessage: 'La contraseña debe tener al menos 6 caracteres',
  },
  emailInvalid: {
    id: 'auth.validation.emailInvalid',
    defaultMessage: 'Introduce un correo electrónico válido',
  },
  passwordsMismatch: {
    id: 'auth.validation.passwordsMismatch',
    defaultMessage: 'Las contraseñas no coinciden',
  },
  termsRequired: {
    id: 'auth.validation.termsRequired',
    defaultMessage: 'Debes confirmar que tienes 18 años o más y aceptar los términos',
  },
});

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  acceptTerms: boolean;
}

export type LoginField = keyof LoginValues;
export type RegisterField = keyof RegisterValues;

export function validateLogin(values: LoginValues): FormErrors<LoginField, MessageDescriptor> {
  const errors: FormErrors<LoginField, MessageDescriptor> = {};
  if (values.username.trim().length < USERNAME_MIN) errors.username = validationMessages.usernameMin;
  if (values.password.length < PASSWORD_MIN) errors.password = validationMessages.passwordMin;
  return errors;
}

export function validateRegister(values: RegisterValues): FormErrors<RegisterField, MessageDescriptor> {
  const errors: FormErrors<RegisterField, MessageDescriptor> = {};
  if (values.username.trim().length < USERNAME_MIN) errors.username = validationMessages.usernameMin;
  if (!isEmail(values.email)) errors.email = validationMessages.emailInvalid;
  if (values.password.length < PASSWORD_MIN) errors.password = validationMessages.passwordMin;
  if (values.confirmPassword.length < PASSWORD_MIN) errors.confirmPassword = validationMessages.passwordMin;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = validationMessages.passwordsMismatch;
  if (!values.acceptTerms) errors.acceptTerms = validationMessages.termsRequired;
  return errors;
}

/** The register mutation's input: no confirmPassword, invitationCode only when filled. */
export function registerInput(values: RegisterValues) {
  const invitationCode = values.invitationCode.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(invitationCode ? { invitationCode } : {}),
  };
}
