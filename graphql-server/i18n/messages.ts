import { defaultLanguage, isLanguage, type Language } from '../../shared/languages.ts';

export type { Language };

/**
 * Every message the server sends to people, in both languages. Spanish is the source catalog;
 * the English one must have exactly the same keys (the type checker enforces it).
 */
const es = {
  'validation.usernameMin': 'El nombre de usuario debe tener al menos 3 caracteres',
  'validation.usernameMax': 'El nombre de usuario no puede exceder los 40 caracteres',
  'validation.usernameChars': 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
  'validation.emailInvalid': 'Por favor, introduce un correo electrónico válido',
  'validation.profileEmailInvalid': 'El correo electrónico no es válido',
  'validation.passwordMin': 'La contraseña debe tener al menos 6 caracteres',
  'validation.passwordMax': 'La contraseña no puede exceder los 200 caracteres',
  'validation.newPasswordMin': 'La nueva contraseña debe tener al menos 6 caracteres',
  'validation.confirmPasswordMin': 'Confirma tu nueva contraseña',
  'validation.passwordsDoNotMatch': 'Las contraseñas no coinciden',
  'validation.bioMax': 'La biografía no puede exceder los 300 caracteres',
  'validation.displayNameMax': 'El nombre visible no puede exceder los 80 caracteres',
  'validation.invitationCodeInvalid': 'El código de invitación no es válido, ha expirado o ya no tiene usos',
  'validation.promptTitleRequired': 'Por favor, ingresa un título para tu prompt.',
  'validation.promptTitleMax': 'El título no puede exceder los 200 caracteres',
  'validation.promptContentRequired': 'Por favor, ingresa el contenido para tu prompt.',
  'validation.promptContentMax': 'El contenido no puede exceder los 10.000 caracteres',
  'validation.promptCategoryRequired': 'Por favor, selecciona una categoría para tu prompt.',
  'validation.categoryNameRequired': 'Debes proporcionar un nombre para la categoría.',
  'validation.categoryNameMax': 'El nombre de la categoría no puede exceder los 60 caracteres',
  'validation.customCategoryMax': 'La categoría personalizada no puede exceder los 60 caracteres',
  'validation.searchQueryRequired': 'Escribe algo para buscar.',
  'validation.searchQueryMax': 'La búsqueda no puede exceder los 200 caracteres',
  'validation.invalidId': 'El identificador no es válido',
  'validation.invalidValue': 'Valor no válido',
  'validation.nulCharacter': 'El texto no puede contener el carácter nulo (U+0000)',
  'validation.invalidCursor': 'El cursor de página no es válido',
  'validation.invalidPageSize': 'El tamaño de página no puede ser negativo',
  'validation.invalidPageArguments': 'Los argumentos de paginación (first, last, after, before) no son válidos para esta lista',
  'validation.invalidLimit': 'El parámetro limit debe ser un número entero mayor que 0',
  'validation.invalidOffset': 'El parámetro offset debe ser un número entero entre 0 y {max}',
  'validation.optimizerPromptRequired': 'Por favor, ingresa un prompt para optimizar.',
  'validation.optimizerPromptMax': 'El prompt no puede exceder los 8000 caracteres',
  'validation.invalidOption': 'Esa opción no existe',
  'validation.optimizerOptionsConflict': 'Usa las opciones de la página o las del diálogo, no ambas',
  'error.invalidCredentials': 'Usuario o contraseña incorrectos',
  'error.currentPasswordWrong': 'La contraseña actual no es correcta',
  'error.usernameTaken': 'El nombre de usuario ya está en uso',
  'error.emailTaken': 'Ese correo electrónico ya está registrado',
  'error.rateLimited': 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',
  'error.authenticationRequired': 'Debes iniciar sesión para continuar',
  'error.forbidden': 'No tienes permisos para realizar esta acción',
  'error.notFound': 'No se encontró lo que buscabas',
  'error.sessionNotFound': 'Esa sesión no existe o ya terminó',
  'error.categoryNotFound': 'Categoría no encontrada.',
  'error.promptNotFound': 'No se encontró el prompt',
  'error.userCategoryNotFound': 'No se encontró la categoría',
  'error.userCategoryTaken': 'Ya tienes una categoría con ese nombre',
  'error.savedPromptsLimit': 'Has alcanzado el límite de {limit} prompts guardados del Plan Gratuito',
  'error.premiumRequired': 'Este prompt es Premium. Actualiza tu plan para verlo completo.',
  'error.optimizationsMonthlyLimit': 'Ya usaste tus {limit} optimizaciones de este mes. Actualiza tu plan para seguir optimizando.',
  'error.optimizationsDailyLimit': 'Ya usaste tus {limit} optimizaciones de hoy. Vuelven mañana, o actualiza tu plan para tener ilimitadas.',
  'error.engineFailed': 'El motor de IA no dio una respuesta válida. Inténtalo de nuevo; no se ha usado ningún crédito.',
  'error.engineTimeout': 'El motor de IA tardó demasiado en responder. Inténtalo de nuevo; no se ha usado ningún crédito.',
  'error.engineBusy': 'El motor de IA está saturado ahora mismo. Inténtalo en unos minutos; no se ha usado ningún crédito.',
  'error.unexpected': 'Ha ocurrido un error. Inténtalo de nuevo.',
  'http.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'http.bodyTooLarge': 'La solicitud es demasiado grande (máximo {limit} KB)',
  'http.unsupportedContentType': 'Envía los datos como JSON (Content-Type: application/json)',
  'http.crossOriginRejected': 'Solicitud rechazada: el origen no está permitido',
  'http.invalidRequest': 'Los datos enviados no son válidos',
  'http.routeNotFound': 'Ruta no encontrada',
  'http.methodNotAllowed': 'Método no permitido',
  'http.invalidPathEncoding': 'La ruta de la solicitud no tiene una codificación URL válida',
  'http.invalidHost': 'La cabecera Host no es válida',
  'http.invalidVariables': 'Las variables de GraphQL no son un objeto JSON válido',
  'http.invalidExtensions': 'Las extensiones de GraphQL no son un objeto JSON válido',
  'http.notAcceptable': 'No podemos responder en ninguno de los formatos aceptados (Accept); pide application/json',
  'graphql.tooManyTokens': 'La consulta es demasiado larga (máximo {limit} tokens)',
  'graphql.tooDeep': 'La consulta anida demasiados niveles (máximo {limit})',
  'graphql.tooManyAliases': 'La consulta usa demasiados alias (máximo {limit})',
  'graphql.tooCostly': 'La consulta pide demasiado de una vez (coste máximo {limit}): pide páginas más pequeñas o menos búsquedas',
} as const;

export type MessageKey = keyof typeof es;

const en: Record<MessageKey, string> = {
  'validation.usernameMin': 'Username must be at least 3 characters',
  'validation.usernameMax': 'Username cannot exceed 40 characters',
  'validation.usernameChars': 'Username can only contain letters, numbers, dots, hyphens and underscores',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.profileEmailInvalid': 'The email address is not valid',
  'validation.passwordMin': 'Password must be at least 6 characters',
  'validation.passwordMax': 'Password cannot exceed 200 characters',
  'validation.newPasswordMin': 'The new password must be at least 6 characters',
  'validation.confirmPasswordMin': 'Confirm your new password',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.bioMax': 'Bio cannot exceed 300 characters',
  'validation.displayNameMax': 'Display name cannot exceed 80 characters',
  'validation.invitationCodeInvalid': 'The invitation code is not valid, has expired or has no uses left',
  'validation.promptTitleRequired': 'Please enter a title for your prompt.',
  'validation.promptTitleMax': 'The title cannot exceed 200 characters',
  'validation.promptContentRequired': 'Please enter the content of your prompt.',
  'validation.promptContentMax': 'The content cannot exceed 10,000 characters',
  'validation.promptCategoryRequired': 'Please select a category for your prompt.',
  'validation.categoryNameRequired': 'You must provide a name for the category.',
  'validation.categoryNameMax': 'The category name cannot exceed 60 characters',
  'validation.customCategoryMax': 'The custom category cannot exceed 60 characters',
  'validation.searchQueryRequired': 'Type something to search for.',
  'validation.searchQueryMax': 'The search cannot exceed 200 characters',
  'validation.invalidId': 'The identifier is not valid',
  'validation.invalidValue': 'Invalid value',
  'validation.nulCharacter': 'Text cannot contain the null character (U+0000)',
  'validation.invalidCursor': 'The page cursor is not valid',
  'validation.invalidPageSize': 'The page size cannot be negative',
  'validation.invalidPageArguments': 'The page arguments (first, last, after, before) are not valid for this list',
  'validation.invalidLimit': 'The limit parameter must be a whole number greater than 0',
  'validation.invalidOffset': 'The offset parameter must be a whole number from 0 to {max}',
  'validation.optimizerPromptRequired': 'Please enter a prompt to optimize.',
  'validation.optimizerPromptMax': 'The prompt cannot exceed 8000 characters',
  'validation.invalidOption': 'That option does not exist',
  'validation.optimizerOptionsConflict': 'Use either the page options or the dialog options, not both',
  'error.invalidCredentials': 'Invalid username or password',
  'error.currentPasswordWrong': 'The current password is incorrect',
  'error.usernameTaken': 'That username is already taken',
  'error.emailTaken': 'That email address is already registered',
  'error.rateLimited': 'Too many attempts. Try again in {seconds} seconds.',
  'error.authenticationRequired': 'You need to log in to continue',
  'error.forbidden': "You don't have permission to do this",
  'error.notFound': 'We could not find what you were looking for',
  'error.sessionNotFound': 'That session does not exist or has already ended',
  'error.categoryNotFound': 'Category not found.',
  'error.promptNotFound': 'Prompt not found',
  'error.userCategoryNotFound': 'Category not found',
  'error.userCategoryTaken': 'You already have a category with that name',
  'error.savedPromptsLimit': 'You have reached the Free plan limit of {limit} saved prompts',
  'error.premiumRequired': 'This is a Premium prompt. Upgrade your plan to see all of it.',
  'error.optimizationsMonthlyLimit': 'You have used your {limit} optimizations for this month. Upgrade your plan to keep optimizing.',
  'error.optimizationsDailyLimit': 'You have used your {limit} optimizations for today. They come back tomorrow, or upgrade for unlimited ones.',
  'error.engineFailed': 'The AI engine did not give a usable answer. Try again; no credit was used.',
  'error.engineTimeout': 'The AI engine took too long to answer. Try again; no credit was used.',
  'error.engineBusy': 'The AI engine is busy right now. Try again in a few minutes; no credit was used.',
  'error.unexpected': 'Something went wrong. Please try again.',
  'http.invalidJson': 'The request body is not valid JSON',
  'http.bodyTooLarge': 'The request body is too large (at most {limit} KB)',
  'http.unsupportedContentType': 'Send the data as JSON (Content-Type: application/json)',
  'http.crossOriginRejected': 'Request rejected: the origin is not allowed',
  'http.invalidRequest': 'The data sent is not valid',
  'http.routeNotFound': 'Route not found',
  'http.methodNotAllowed': 'Method not allowed',
  'http.invalidPathEncoding': 'The request path is not valid URL encoding',
  'http.invalidHost': 'The Host header is not valid',
  'http.invalidVariables': 'The GraphQL variables are not a valid JSON object',
  'http.invalidExtensions': 'The GraphQL extensions are not a valid JSON object',
  'http.notAcceptable': 'None of the accepted formats (Accept) can be produced; ask for application/json',
  'graphql.tooManyTokens': 'The query is too long (at most {limit} tokens)',
  'graphql.tooDeep': 'The query nests too many levels (at most {limit})',
  'graphql.tooManyAliases': 'The query uses too many aliases (at most {limit})',
  'graphql.tooCostly': 'The query asks for too much at once (cost at most {limit}): ask for smaller pages or fewer searches',
};

const catalogs: Record<Language, Record<MessageKey, string>> = { es, en };

export type MessageValues = Record<string, string | number>;

export function translate(key: MessageKey, language: Language, values: MessageValues = {}): string {
  return catalogs[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in es;
}

/** The first supported language named in an Accept-Language header, else Spanish. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}
