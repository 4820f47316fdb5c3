/**
 * Every validation message, in both languages: the one catalog the server (its zod errors and
 * typed ValidationErrors, through graphql-server/i18n/messages.ts) and the web forms (useZodForm)
 * word the keys of shared/rules.ts with. Plain data with no imports beyond the language list, so
 * the bundle takes it cheaply. Placeholders are `{name}`, filled by `validationMessage`.
 */
import type { Language } from './languages.ts';

const es = {
  'validation.usernameMin': 'El nombre de usuario debe tener al menos 3 caracteres',
  'validation.usernameMax': 'El nombre de usuario no puede exceder los 40 caracteres',
  'validation.loginNameMax': 'El nombre de usuario o el correo no puede exceder los 254 caracteres',
  'validation.usernameChars': 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
  'validation.emailInvalid': 'Introduce un correo electrónico válido',
  'validation.profileEmailInvalid': 'El correo electrónico no es válido',
  'validation.passwordMin': 'La contraseña debe tener al menos 6 caracteres',
  'validation.passwordMax': 'La contraseña no puede exceder los 200 caracteres',
  'validation.newPasswordMin': 'La nueva contraseña debe tener al menos 6 caracteres',
  'validation.confirmPasswordMin': 'Confirma tu nueva contraseña',
  'validation.passwordsDoNotMatch': 'Las contraseñas no coinciden',
  'validation.termsRequired': 'Debes confirmar que tienes 18 años o más y aceptar los términos',
  'validation.bioMax': 'La biografía no puede exceder los 300 caracteres',
  'validation.displayNameMax': 'El nombre visible no puede exceder los 80 caracteres',
  'validation.invitationCodeInvalid': 'Este código de invitación no se puede usar: no existe, expiró, ya no tiene usos o fue desactivado',
  'validation.promptTitleRequired': 'Por favor, ingresa un título para tu prompt.',
  'validation.teamNameRequired': 'Escribe un nombre para el equipo.',
  'validation.teamNameMax': 'El nombre del equipo no puede exceder los 80 caracteres',
  'validation.usernameOrEmailRequired': 'Escribe el nombre de usuario o el correo electrónico de la persona.',
  'validation.promptTitleMax': 'El título no puede exceder los 200 caracteres',
  'validation.promptContentRequired': 'Por favor, ingresa el contenido para tu prompt.',
  'validation.promptContentMax': 'El contenido no puede exceder los 10.000 caracteres',
  'validation.promptCategoryRequired': 'Por favor, selecciona una categoría para tu prompt.',
  'validation.exportFormat': 'El formato de exportación debe ser json, csv o md',
  'validation.categoryNameRequired': 'Debes proporcionar un nombre para la categoría.',
  'validation.categoryNameMax': 'El nombre de la categoría no puede exceder los 60 caracteres',
  'validation.customCategoryMax': 'La categoría personalizada no puede exceder los 60 caracteres',
  'validation.promptChangeRequired': 'Indica al menos un cambio: título, contenido, categoría o categoría personal.',
  'validation.searchQueryRequired': 'Escribe algo para buscar.',
  'validation.searchQueryMax': 'La búsqueda no puede exceder los 200 caracteres',
  'validation.apiTokenNameRequired': 'Ponle un nombre al token para reconocerlo después.',
  'validation.apiTokenNameMax': 'El nombre del token no puede exceder los 60 caracteres',
  'validation.apiTokenScopesRequired': 'Elige al menos un permiso para el token.',
  'validation.apiTokenScopeInvalid': 'Los permisos posibles son read, write y optimize',
  'validation.invalidId': 'El identificador no es válido',
  'validation.invalidValue': 'Valor no válido',
  'validation.nulCharacter': 'El texto no puede contener el carácter nulo (U+0000)',
  'validation.contactNameMin': 'El nombre debe tener al menos 2 caracteres',
  'validation.contactNameMax': 'El nombre puede tener como máximo 100 caracteres',
  'validation.contactSubjectRequired': 'Por favor, selecciona un asunto',
  'validation.contactMessageMin': 'El mensaje debe tener al menos 10 caracteres',
  'validation.contactMessageMax': 'El mensaje puede tener como máximo 5000 caracteres',
  'validation.invalidCursor': 'El cursor de página no es válido',
  'validation.invalidPageSize': 'El tamaño de página no puede ser negativo',
  'validation.invalidPageArguments': 'Los argumentos de paginación (first, last, after, before) no son válidos para esta lista',
  'validation.invalidLimit': 'El parámetro limit debe ser un número entero mayor que 0',
  'validation.invalidOffset': 'El parámetro offset debe ser un número entero entre 0 y {max}',
  'validation.optimizerPromptRequired': 'Por favor, ingresa un prompt para optimizar.',
  'validation.optimizerPromptMax': 'El prompt no puede exceder los 8000 caracteres',
  'validation.invalidOption': 'Esa opción no existe',
  'validation.optimizerOptionsConflict': 'Usa las opciones de la página o las del diálogo, no ambas',
  'validation.invitationCodeMin': 'Debe ingresar un código de al menos 3 caracteres',
  'validation.invitationCodeMax': 'El código puede tener como máximo 50 caracteres',
  'validation.invitationCodeSpaces': 'El código no puede contener espacios',
  'validation.invitationMonthsMin': 'Los meses de expiración deben ser mayores a 0',
  'validation.invitationMonthsMax': 'Los meses de expiración pueden ser como máximo 12',
  'validation.invitationMaxUsesMin': 'El número máximo de usos debe ser mayor a 0',
  'validation.invitationMaxUsesMax': 'El número máximo de usos puede ser como máximo 100',
  'validation.categoryNameAndSlugRequired': 'El nombre y el slug son obligatorios',
  'validation.categorySlugMax': 'El slug no puede exceder los 60 caracteres',
  'validation.categorySlugChars': 'El slug solo puede tener letras minúsculas sin acentos, números y guiones (ej.: marketing-digital)',
  'validation.libraryPromptCategoriesRequired': 'Selecciona al menos una categoría',
  'validation.libraryPromptCategoriesMax': 'Un prompt puede estar como máximo en 20 categorías',
} as const;

export type ValidationMessageKey = keyof typeof es;

/** English must have exactly the Spanish keys (the type checker enforces it). */
const en: Record<ValidationMessageKey, string> = {
  'validation.usernameMin': 'Username must be at least 3 characters',
  'validation.usernameMax': 'Username cannot exceed 40 characters',
  'validation.loginNameMax': 'The username or e-mail cannot exceed 254 characters',
  'validation.usernameChars': 'Username can only contain letters, numbers, dots, hyphens and underscores',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.profileEmailInvalid': 'The email address is not valid',
  'validation.passwordMin': 'Password must be at least 6 characters',
  'validation.passwordMax': 'Password cannot exceed 200 characters',
  'validation.newPasswordMin': 'The new password must be at least 6 characters',
  'validation.confirmPasswordMin': 'Confirm your new password',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.termsRequired': 'You must confirm that you are 18 or older and accept the terms',
  'validation.bioMax': 'Bio cannot exceed 300 characters',
  'validation.displayNameMax': 'Display name cannot exceed 80 characters',
  'validation.invitationCodeInvalid': 'This invitation code cannot be used: it does not exist, has expired, has no uses left or was disabled',
  'validation.promptTitleRequired': 'Please enter a title for your prompt.',
  'validation.teamNameRequired': 'Enter a name for the team.',
  'validation.teamNameMax': 'The team name cannot exceed 80 characters',
  'validation.usernameOrEmailRequired': "Enter the person's username or e-mail address.",
  'validation.promptTitleMax': 'The title cannot exceed 200 characters',
  'validation.promptContentRequired': 'Please enter the content for your prompt.',
  'validation.promptContentMax': 'The content cannot exceed 10,000 characters',
  'validation.promptCategoryRequired': 'Please select a category for your prompt.',
  'validation.exportFormat': 'The export format must be json, csv or md',
  'validation.categoryNameRequired': 'You must provide a name for the category.',
  'validation.categoryNameMax': 'The category name cannot exceed 60 characters',
  'validation.customCategoryMax': 'The custom category cannot exceed 60 characters',
  'validation.promptChangeRequired': 'Give at least one change: title, content, category or personal category.',
  'validation.searchQueryRequired': 'Type something to search for.',
  'validation.searchQueryMax': 'The search cannot exceed 200 characters',
  'validation.apiTokenNameRequired': 'Give the token a name so you can recognise it later.',
  'validation.apiTokenNameMax': 'The token name cannot exceed 60 characters',
  'validation.apiTokenScopesRequired': 'Choose at least one permission for the token.',
  'validation.apiTokenScopeInvalid': 'The possible permissions are read, write and optimize',
  'validation.invalidId': 'The identifier is not valid',
  'validation.invalidValue': 'Invalid value',
  'validation.nulCharacter': 'Text cannot contain the null character (U+0000)',
  'validation.contactNameMin': 'Name must be at least 2 characters',
  'validation.contactNameMax': 'Name must be at most 100 characters',
  'validation.contactSubjectRequired': 'Please select a subject',
  'validation.contactMessageMin': 'Message must be at least 10 characters',
  'validation.contactMessageMax': 'Message must be at most 5000 characters',
  'validation.invalidCursor': 'The page cursor is not valid',
  'validation.invalidPageSize': 'The page size cannot be negative',
  'validation.invalidPageArguments': 'The page arguments (first, last, after, before) are not valid for this list',
  'validation.invalidLimit': 'The limit parameter must be a whole number greater than 0',
  'validation.invalidOffset': 'The offset parameter must be a whole number from 0 to {max}',
  'validation.optimizerPromptRequired': 'Please enter a prompt to optimize.',
  'validation.optimizerPromptMax': 'The prompt cannot exceed 8000 characters',
  'validation.invalidOption': 'That option does not exist',
  'validation.optimizerOptionsConflict': 'Use either the page options or the dialog options, not both',
  'validation.invitationCodeMin': 'Enter a code of at least 3 characters',
  'validation.invitationCodeMax': 'The code must be at most 50 characters',
  'validation.invitationCodeSpaces': 'The code cannot contain spaces',
  'validation.invitationMonthsMin': 'Expiration months must be greater than 0',
  'validation.invitationMonthsMax': 'Expiration months must be at most 12',
  'validation.invitationMaxUsesMin': 'Maximum uses must be greater than 0',
  'validation.invitationMaxUsesMax': 'Maximum uses must be at most 100',
  'validation.categoryNameAndSlugRequired': 'Name and slug are required',
  'validation.categorySlugMax': 'The slug cannot exceed 60 characters',
  'validation.categorySlugChars': 'The slug can only have lower-case letters without accents, numbers and hyphens (e.g. digital-marketing)',
  'validation.libraryPromptCategoriesRequired': 'Select at least one category',
  'validation.libraryPromptCategoriesMax': 'A prompt can be in at most 20 categories',
};

export const validationCatalogs: Record<Language, Record<ValidationMessageKey, string>> = { es, en };

/**
 * The brief (docs/behaviour.md) gives some "required" messages a short title, which the forms show in bold before the
 * message (the server sends the message alone).
 */
export const validationTitles: Record<Language, Partial<Record<ValidationMessageKey, string>>> = {
  es: {
    'validation.categoryNameRequired': 'Nombre requerido',
    'validation.promptTitleRequired': 'Falta el título',
    'validation.promptContentRequired': 'Falta el contenido',
    'validation.promptCategoryRequired': 'Falta la categoría',
    'validation.optimizerPromptRequired': 'Prompt vacío',
  },
  en: {
    'validation.categoryNameRequired': 'Name required',
    'validation.promptTitleRequired': 'Title missing',
    'validation.promptContentRequired': 'Content missing',
    'validation.promptCategoryRequired': 'Category missing',
    'validation.optimizerPromptRequired': 'Empty prompt',
  },
};

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(es, value);
}

/** The message of `key` in `language`, its `{name}` placeholders filled from `values`. */
export function validationMessage(key: ValidationMessageKey, language: Language, values: Record<string, string | number> = {}): string {
  return validationCatalogs[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
