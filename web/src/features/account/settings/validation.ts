import { defineMessages, type MessageDescriptor } from 'react-intl';
import { BIO_MAX, PASSWORD_MIN, isEmail, type FormErrors } from '../../../forms/rules';

export const settingsValidation = defineMessages({
  emailInvalid: { id: 'settings.validation.emailInvalid', defaultMessage: 'El correo electrónico no es válido' },
  bioMax: { id: 'settings.validation.bioMax', defaultMessage: 'La biografía no puede exceder los 300 caracteres' },
  currentMin: {
    id: 'settings.validation.currentMin',
    defaultMessage: 'La contraseña debe tener al menos 6 caracteres',
  },
  newMin: {
    id: 'settings.validation.newMin',
    defaultMessage: 'La nueva contraseña debe tener al menos 6 caracteres',
  },
  confirmMin: { id: 'settings.validation.confirmMin', defaultMessage: 'Confirma tu nueva contraseña' },
  mismatch: { id: 'settings.validation.mismatch', defaultMessage: 'Las contraseñas no coinciden' },
});

export interface ProfileValues {
  displayName: string;
  email: string;
  bio: string;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateProfile(values: ProfileValues): FormErrors<keyof ProfileValues, MessageDescriptor> {
  const errors: FormErrors<keyof ProfileValues, MessageDescriptor> = {};
  if (!isEmail(values.email)) errors.email = settingsValidation.emailInvalid;
  if (values.bio.length > BIO_MAX) errors.bio = settingsValidation.bioMax;
  return errors;
}

export function validatePassword(values: PasswordValues): FormErrors<keyof PasswordValues, MessageDescriptor> {
  const errors: FormErrors<keyof PasswordValues, MessageDescriptor> = {};
  if (values.currentPassword.length < PASSWORD_MIN) errors.currentPassword = settingsValidation.currentMin;
  if (values.newPassword.length < PASSWORD_MIN) errors.newPassword = settingsValidation.newMin;
  if (values.confirmPassword.length < PASSWORD_MIN) errors.confirmPassword = settingsValidation.confirmMin;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = settingsValidation.mismatch;
  return errors;
}
