import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The client's wording of the shared rules' message keys (shared/rules.ts), plus the client-only
 * rules. The server translates the same keys with its own catalog.
 */
export const validationMessages = defineMessages({
  usernameMin: { id: 'auth.validation.usernameMin', defaultMessage: 'El nombre de usuario debe tener al menos 3 caracteres' },
  usernameMax: { id: 'validation.usernameMax', defaultMessage: 'El nombre de usuario no puede exceder los 40 caracteres' },
  loginNameMax: { id: 'validation.loginNameMax', defaultMessage: 'El nombre de usuario o el correo no puede exceder los 254 caracteres' },
  usernameChars: {
    id: 'validation.usernameChars',
    defaultMessage: 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
  },
  passwordMin: { id: 'auth.validation.passwordMin', defaultMessage: 'La contraseña debe tener al menos 6 caracteres' },
  passwordMax: { id: 'validation.passwordMax', defaultMessage: 'La contraseña no puede exceder los 200 caracteres' },
  emailInvalid: { id: 'auth.validation.emailInvalid', defaultMessage: 'Introduce un correo electrónico válido' },
  profileEmailInvalid: { id: 'settings.validation.emailInvalid', defaultMessage: 'El correo electrónico no es válido' },
  displayNameMax: { id: 'validation.displayNameMax', defaultMessage: 'El nombre visible no puede exceder los 80 caracteres' },
  bioMax: { id: 'settings.validation.bioMax', defaultMessage: 'La biografía no puede exceder los 300 caracteres' },
  newPasswordMin: { id: 'settings.validation.newMin', defaultMessage: 'La nueva contraseña debe tener al menos 6 caracteres' },
  confirmPasswordMin: { id: 'settings.validation.confirmMin', defaultMessage: 'Confirma tu nueva contraseña' },
  passwordsDoNotMatch: { id: 'auth.validation.passwordsMismatch', defaultMessage: 'Las contraseñas no coinciden' },
  termsRequired: {
    id: 'auth.validation.termsRequired',
    defaultMessage: 'Debes confirmar que tienes 18 años o más y aceptar los términos',
  },
  categoryNameRequired: { id: 'categories.validation.nameRequiredText', defaultMessage: 'Debes proporcionar un nombre para la categoría.' },
  categoryNameMax: { id: 'validation.categoryNameMax', defaultMessage: 'El nombre de la categoría no puede exceder los 60 caracteres' },
  promptTitleRequired: { id: 'library.create.titleMissingText', defaultMessage: 'Por favor, ingresa un título para tu prompt.' },
  promptTitleMax: { id: 'validation.promptTitleMax', defaultMessage: 'El título no puede exceder los 200 caracteres' },
  promptContentRequired: {
    id: 'library.create.contentMissingText',
    defaultMessage: 'Por favor, ingresa el contenido para tu prompt.',
  },
  promptContentMax: { id: 'validation.promptContentMax', defaultMessage: 'El contenido no puede exceder los 10.000 caracteres' },
  promptCategoryRequired: {
    id: 'library.create.categoryMissingText',
    defaultMessage: 'Por favor, selecciona una categoría para tu prompt.',
  },
  optimizerPromptRequired: { id: 'optimize.validation.promptMissingText', defaultMessage: 'Por favor, ingresa un prompt para optimizar.' },
  optimizerPromptMax: { id: 'validation.optimizerPromptMax', defaultMessage: 'El prompt no puede exceder los 8000 caracteres' },
  contactNameMin: { id: 'validation.contactNameMin', defaultMessage: 'El nombre debe tener al menos 2 caracteres' },
  contactNameMax: { id: 'validation.contactNameMax', defaultMessage: 'El nombre puede tener como máximo 100 caracteres' },
  contactSubjectRequired: { id: 'validation.contactSubjectRequired', defaultMessage: 'Por favor, selecciona un asunto' },
  contactMessageMin: { id: 'validation.contactMessageMin', defaultMessage: 'El mensaje debe tener al menos 10 caracteres' },
  contactMessageMax: { id: 'validation.contactMessageMax', defaultMessage: 'El mensaje puede tener como máximo 5000 caracteres' },
  // Admin › Códigos de Invitación
  invitationCodeMin: { id: 'validation.invitationCodeMin', defaultMessage: 'Debe ingresar un código de al menos 3 caracteres' },
  invitationCodeMax: { id: 'validation.invitationCodeMax', defaultMessage: 'El código puede tener como máximo 50 caracteres' },
  invitationCodeSpaces: { id: 'validation.invitationCodeSpaces', defaultMessage: 'El código no puede contener espacios' },
  invitationMonthsMin: { id: 'validation.invitationMonthsMin', defaultMessage: 'Los meses de expiración deben ser mayores a 0' },
  invitationMonthsMax: { id: 'validation.invitationMonthsMax', defaultMessage: 'Los meses de expiración pueden ser como máximo 12' },
  invitationMaxUsesMin: { id: 'validation.invitationMaxUsesMin', defaultMessage: 'El número máximo de usos debe ser mayor a 0' },
  invitationMaxUsesMax: { id: 'validation.invitationMaxUsesMax', defaultMessage: 'El número máximo de usos puede ser como máximo 100' },
  categoryNameAndSlugRequired: { id: 'validation.categoryNameAndSlugRequired', defaultMessage: 'El nombre y el slug son obligatorios' },
  categorySlugMax: { id: 'validation.categorySlugMax', defaultMessage: 'El slug no puede exceder los 60 caracteres' },
  categorySlugChars: {
    id: 'validation.categorySlugChars',
    defaultMessage: 'El slug solo puede tener letras minúsculas sin acentos, números y guiones (ej.: marketing-digital)',
  },
  libraryPromptCategoriesRequired: { id: 'validation.libraryPromptCategoriesRequired', defaultMessage: 'Selecciona al menos una categoría' },
  libraryPromptCategoriesMax: {
    id: 'validation.libraryPromptCategoriesMax',
    defaultMessage: 'Un prompt puede estar como máximo en 20 categorías',
  },
});

/** The "required" messages have a short title, shown in bold before the text. */
const ruleTitles = defineMessages({
  categoryNameRequired: { id: 'categories.validation.nameRequired', defaultMessage: 'Nombre requerido' },
  promptTitleRequired: { id: 'library.create.titleMissing', defaultMessage: 'Falta el título' },
  promptContentRequired: { id: 'library.create.contentMissing', defaultMessage: 'Falta el contenido' },
  promptCategoryRequired: { id: 'library.create.categoryMissing', defaultMessage: 'Falta la categoría' },
  optimizerPromptRequired: { id: 'optimize.validation.promptMissing', defaultMessage: 'Prompt vacío' },
});

export function ruleTitle(key: string): MessageDescriptor | undefined {
  return (ruleTitles as Record<string, MessageDescriptor>)[key.slice('validation.'.length)];
}

/** The message of a rule's key (`validation.usernameMin`), or undefined for a server's ready text. */
export function ruleMessage(key: string): MessageDescriptor | undefined {
  if (!key.startsWith('validation.')) return undefined;
  return (validationMessages as Record<string, MessageDescriptor>)[key.slice('validation.'.length)];
}
