import { defaultLanguage, isLanguage, type Language } from '../../shared/languages.ts';
import { validationCatalogs } from '../../shared/validation-messages.ts';

export type { Language };

/**
 * Every message the server sends to people, in both languages. Spanish is the source catalog;
 * the English one must have exactly the same keys (the type checker enforces it). Validation
 * messages come from the catalog the web forms share (shared/validation-messages.ts).
 */
const es = {
  ...validationCatalogs.es,
  'error.invalidCredentials': 'Usuario o contraseña incorrectos',
  'error.currentPasswordWrong': 'La contraseña actual no es correcta',
  'error.passwordWrong': 'La contraseña no es correcta',
  'error.lastAdminCannotLeave': 'Eres el único administrador: nombra a otro antes de eliminar tu cuenta',
  'error.usernameTaken': 'El nombre de usuario ya está en uso',
  'error.emailTaken': 'Ese correo electrónico ya está registrado',
  'error.rateLimited': 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',
  'error.rateLimitedMinutes': 'Demasiados intentos. Inténtalo de nuevo en {minutes} min.',
  'error.optimizationsInFlight': 'Ya tienes {limit} optimizaciones en curso. Espera a que termine una e inténtalo de nuevo; no se ha usado ningún crédito.',
  'error.authenticationRequired': 'Debes iniciar sesión para continuar',
  'error.forbidden': 'No tienes permisos para realizar esta acción',
  'error.notFound': 'No se encontró lo que buscabas',
  'error.sessionNotFound': 'Esa sesión no existe o ya terminó',
  'error.categoryNotFound': 'Categoría no encontrada.',
  'error.promptNotFound': 'No se encontró el prompt',
  'error.teamNotFound': 'No perteneces a ningún equipo',
  'error.teamOwnerOnly': 'Solo el propietario del equipo puede hacer esto',
  'error.teamNeedsEnterprise': 'Necesitas un plan Empresarial activo a tu nombre para tener un equipo e invitar a personas',
  'error.teamAlreadyInTeam': 'Ya perteneces a un equipo: sal de él antes de crear otro o unirte a otro',
  'error.teamInviteeNotFound': 'No hay ninguna cuenta con ese nombre de usuario o correo: pídele que se registre primero',
  'error.teamAlreadyMember': 'Esa persona ya es miembro del equipo',
  'error.teamAlreadyInvited': 'Esa persona ya tiene una invitación pendiente',
  'error.teamSeatsFull': 'El equipo no tiene plazas libres: son {limit} contando al propietario y las invitaciones pendientes',
  'error.teamInvitationNotFound': 'No se encontró la invitación',
  'error.teamInvitationNotPending': 'Esa invitación ya fue respondida o cancelada',
  'error.teamMemberNotFound': 'Esa persona no es miembro de tu equipo',
  'error.teamOwnerCannotLeave': 'El propietario no puede salir del equipo: transfiere antes la propiedad a otro miembro',
  'error.teamTransferNeedsEnterprise': 'El nuevo propietario necesita un plan Empresarial activo a su nombre: de él vienen los beneficios del equipo',
  'error.optimizationNotFound': 'No se encontró la optimización',
  'error.promptVersionNotFound': 'No se encontró esa versión del prompt',
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
  // Admin › Códigos de Invitación
  'error.invitationCodeTaken': 'Ya existe un código de invitación con ese texto',
  'error.invitationCodeNotFound': 'No se encontró el código de invitación',
  'error.planNotAvailable': 'Plan no disponible: solo puedes actualizar a un plan superior al actual',
  'error.trialUsed': 'Ya usaste tu prueba gratuita de 7 días de Pro',
  'error.trialOnPaidPlan': 'Ya tienes un plan de pago: la prueba gratuita es para cuentas del Plan Gratuito',
  'error.nothingToCancel': 'No tienes una suscripción activa que cancelar',
  'error.paymentProviderUnavailable': 'Ese medio de pago no está disponible',
  'error.paidPlansUnavailable': 'Los planes de pago no están disponibles en este servidor.',
  'error.paymentProviderFailed': 'No se pudo obtener el enlace de pago. Por favor, intenta de nuevo.',
  'error.webhookRejected': 'Notificación rechazada: la firma falta, no es válida o ha caducado',
  'error.renewalsTokenDisabled': 'La comprobación de renovaciones con token está desactivada: el servidor no tiene RENEWALS_TOKEN',
  'error.renewalsTokenInvalid': 'El token de renovaciones no es válido',
  // Admin: library categories and prompts.
  'error.categorySlugTaken': 'Ya existe una categoría con ese slug',
  'error.categoryHasPrompts': 'Esta categoría tiene {count} prompts de la biblioteca: muévelos a otra categoría antes de eliminarla',
  'plan.free': 'Gratuito',
  'plan.basic': 'Básico',
  'plan.pro': 'Pro',
  'plan.enterprise': 'Empresarial',
  'sandbox.title': 'Pago de prueba',
  'sandbox.notice': 'Esto es un pago de PRUEBA (sandbox): no se cobra dinero real. Elige cómo termina el pago.',
  'sandbox.plan': 'Plan {plan}',
  'sandbox.price': '{price} al mes',
  'sandbox.approve': 'Aprobar pago',
  'sandbox.decline': 'Rechazar pago',
  'sandbox.notFound': 'Este pago de prueba no existe.',
  'sandbox.alreadyDone': 'Este pago ya fue aprobado.',
  'sandbox.expired': 'Este pago caducó: un pago solo puede completarse durante el día siguiente a abrirlo. Vuelve a abrirlo desde Configuración.',
  'sandbox.invalidForm': 'El formulario de pago no es válido. Vuelve a abrir el pago desde Configuración.',
  'sandbox.back': 'Volver a Promptario',
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
  'http.missingQuery': 'Falta la consulta GraphQL: envía el parámetro query con el documento',
  'http.invalidOperationName': 'El nombre de la operación (operationName) debe ser un texto',
  'http.batchingNotSupported': 'Envía una sola operación GraphQL por solicitud (no se admiten lotes)',
  'http.operationNeedsPost': 'Las mutaciones y las suscripciones se envían con POST, no con GET',
  'http.notAcceptable': 'No podemos responder en ninguno de los formatos aceptados (Accept); pide application/json',
  'graphql.tooManyTokens': 'La consulta es demasiado larga (máximo {limit} tokens)',
  'graphql.tooDeep': 'La consulta anida demasiados niveles (máximo {limit})',
  'graphql.tooManyAliases': 'La consulta usa demasiados alias (máximo {limit})',
  'graphql.tooCostly': 'La consulta pide demasiado de una vez (coste máximo {limit}): pide páginas más pequeñas o menos búsquedas',
  'meta.title': 'Biblioteca de prompts y optimizador con IA · Promptario',
  'meta.description':
    'Explora una biblioteca de prompts por categorías, en español y en inglés, y convierte cualquier idea en un prompt claro con rol, contexto, tono y formato. Empieza gratis.',
  // Admin bulk import (shared/prompt-import.ts, services/prompt-import.ts)
  'import.empty': 'No hay contenido para importar',
  'import.tooLarge': 'El contenido supera el máximo de {limit} MB por importación: divídelo en varios archivos',
  'import.tooManyItems': 'El contenido tiene {count} prompts y el máximo por importación es {max}: divídelo en varios archivos',
  'import.noItems': 'No se encontró ningún prompt en el contenido',
  'import.invalidJson': 'El contenido no es JSON válido',
  'import.jsonShape': 'El JSON debe ser una lista de prompts o un objeto con la lista en "prompts"',
  'import.invalidCsv': 'El CSV no es válido (línea {line}): revisa las comillas',
  'import.csvHeader': 'La primera fila del CSV debe nombrar las columnas: act,prompt o title,content (y, si quieres, category, language, premium)',
  'import.notAnObject': 'El elemento no es un objeto con title y content',
  'import.invalidField': 'El campo {field} no tiene un valor válido',
  'import.unstorableCharacter': 'El campo {field} contiene un carácter que no se puede guardar (el nulo, U+0000, o medio carácter Unicode)',
  'import.categoryRequired': 'Falta la categoría: indícala en el prompt o elige una categoría por defecto',
  'import.unknownCategory': 'La categoría "{category}" no existe',
  'import.invalidLanguage': 'El idioma debe ser es o en',
  'import.invalidPremium': 'Premium debe ser sí o no',
  'import.duplicateInBatch': 'Repite el prompt {position} de esta importación (mismo título, idioma y categoría)',
  'import.interrupted':
    'La importación se detuvo en el prompt {position}: {written} prompts anteriores quedaron escritos y el resto no. Importa el mismo contenido otra vez para completarla (los ya importados se actualizan, no se repiten)',
  // E-mail (services/mail) and the password reset (services/password-reset.ts)
  'mail.greeting': 'Hola, {name}:',
  'mail.signature': '— El equipo de {product}',
  'mail.linkFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'mail.teamInvitation.subject': 'Te invitaron a un equipo',
  'mail.teamInvitation.body': '{inviter} te invita a su equipo «{team}» en Promptario: sus miembros tienen los beneficios del plan Empresarial y comparten una biblioteca de prompts. Acepta o rechaza la invitación en la página Equipo.',
  'mail.teamInvitation.action': 'Ver la invitación',
  'mail.teamInvitation.reason': 'Recibes este correo porque el propietario de un equipo de Promptario invitó a tu cuenta. Puedes desactivar las notificaciones en Configuración.',
  'mail.passwordReset.subject': 'Restablece tu contraseña',
  'mail.passwordReset.body': 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. El enlace sirve una sola vez y durante {minutes} minutos.',
  'mail.passwordReset.action': 'Elegir una contraseña nueva',
  'mail.passwordReset.ignore': 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  'mail.passwordReset.reason': 'Recibes este correo porque alguien pidió restablecer la contraseña de la cuenta de Promptario que usa esta dirección.',
  'passwordReset.requested':
    'Si hay una cuenta con esa dirección, le enviamos un enlace para restablecer la contraseña. Revisa tu correo (también la carpeta de spam).',
  'error.passwordResetTokenInvalid':
    'Este enlace para restablecer la contraseña no es válido: ya se usó, caducó o se pidió uno más nuevo. Pide otro enlace.',
} as const;

export type MessageKey = keyof typeof es;

const en: Record<MessageKey, string> = {
  ...validationCatalogs.en,
  'error.invalidCredentials': 'Invalid username or password',
  'error.currentPasswordWrong': 'The current password is incorrect',
  'error.passwordWrong': 'The password is incorrect',
  'error.lastAdminCannotLeave': 'You are the only administrator: make someone else one before deleting your account',
  'error.usernameTaken': 'That username is already taken',
  'error.emailTaken': 'That email address is already registered',
  'error.rateLimited': 'Too many attempts. Try again in {seconds} seconds.',
  'error.rateLimitedMinutes': 'Too many attempts. Try again in {minutes} min.',
  'error.optimizationsInFlight': 'You already have {limit} optimizations running. Wait for one to finish and try again; no credit was used.',
  'error.authenticationRequired': 'You need to log in to continue',
  'error.forbidden': "You don't have permission to do this",
  'error.notFound': 'We could not find what you were looking for',
  'error.sessionNotFound': 'That session does not exist or has already ended',
  'error.categoryNotFound': 'Category not found.',
  'error.promptNotFound': 'Prompt not found',
  'error.teamNotFound': 'You are not in a team',
  'error.teamOwnerOnly': 'Only the team owner can do this',
  'error.teamNeedsEnterprise': 'You need an active Enterprise plan of your own to have a team and invite people',
  'error.teamAlreadyInTeam': 'You are already in a team: leave it before creating or joining another',
  'error.teamInviteeNotFound': 'No account has that username or e-mail: ask them to sign up first',
  'error.teamAlreadyMember': 'That person is already a team member',
  'error.teamAlreadyInvited': 'That person already has a pending invitation',
  'error.teamSeatsFull': 'The team has no free seats: there are {limit}, counting the owner and pending invitations',
  'error.teamInvitationNotFound': 'Invitation not found',
  'error.teamInvitationNotPending': 'That invitation was already answered or cancelled',
  'error.teamMemberNotFound': 'That person is not a member of your team',
  'error.teamOwnerCannotLeave': 'The owner cannot leave the team: transfer ownership to another member first',
  'error.teamTransferNeedsEnterprise': "The new owner needs an active Enterprise plan of their own: the team's benefits come from it",
  'error.optimizationNotFound': 'Optimization not found',
  'error.promptVersionNotFound': 'That version of the prompt was not found',
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
  // Admin › Invitation codes
  'error.invitationCodeTaken': 'An invitation code with that text already exists',
  'error.invitationCodeNotFound': 'Invitation code not found',
  'error.planNotAvailable': 'Plan not available: you can only upgrade to a plan above your current one',
  'error.trialUsed': 'You have already used your 7-day Pro free trial',
  'error.trialOnPaidPlan': 'You already have a paid plan: the free trial is for Free plan accounts',
  'error.nothingToCancel': 'You have no active subscription to cancel',
  'error.paymentProviderUnavailable': 'That payment method is not available',
  'error.paidPlansUnavailable': 'Paid plans are not available on this server.',
  'error.paymentProviderFailed': 'Could not get the payment link. Please try again.',
  'error.webhookRejected': 'Notification refused: its signature is missing, invalid or expired',
  'error.renewalsTokenDisabled': 'Renewal checks by token are turned off: the server has no RENEWALS_TOKEN',
  'error.renewalsTokenInvalid': 'The renewals token is not valid',
  // Admin: library categories and prompts.
  'error.categorySlugTaken': 'A category with that slug already exists',
  'error.categoryHasPrompts': 'This category has {count} library prompts: move them to another category before deleting it',
  'plan.free': 'Free',
  'plan.basic': 'Basic',
  'plan.pro': 'Pro',
  'plan.enterprise': 'Enterprise',
  'sandbox.title': 'Test payment',
  'sandbox.notice': 'This is a TEST (sandbox) checkout: no real money is charged. Choose how the payment ends.',
  'sandbox.plan': '{plan} plan',
  'sandbox.price': '{price} per month',
  'sandbox.approve': 'Approve payment',
  'sandbox.decline': 'Decline payment',
  'sandbox.notFound': 'This test payment does not exist.',
  'sandbox.alreadyDone': 'This payment has already been approved.',
  'sandbox.expired': 'This payment has expired: a payment can only be completed within a day of opening it. Open it again from Settings.',
  'sandbox.invalidForm': 'The payment form is not valid. Open the payment again from Settings.',
  'sandbox.back': 'Back to Promptario',
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
  'http.missingQuery': 'The GraphQL query is missing: send the query parameter with the document',
  'http.invalidOperationName': 'The operation name (operationName) must be a string',
  'http.batchingNotSupported': 'Send one GraphQL operation per request (batches are not supported)',
  'http.operationNeedsPost': 'Mutations and subscriptions are sent with POST, not GET',
  'http.notAcceptable': 'None of the accepted formats (Accept) can be produced; ask for application/json',
  'graphql.tooManyTokens': 'The query is too long (at most {limit} tokens)',
  'graphql.tooDeep': 'The query nests too many levels (at most {limit})',
  'graphql.tooManyAliases': 'The query uses too many aliases (at most {limit})',
  'graphql.tooCostly': 'The query asks for too much at once (cost at most {limit}): ask for smaller pages or fewer searches',
  'meta.title': 'Prompt library and AI optimizer · Promptario',
  'meta.description':
    'Browse a library of prompts by category, in English and Spanish, and turn any idea into a clear prompt with role, context, tone and format. Start for free.',
  // Admin bulk import (shared/prompt-import.ts, services/prompt-import.ts)
  'import.empty': 'There is no content to import',
  'import.tooLarge': 'The content exceeds the maximum of {limit} MB per import: split it into several files',
  'import.tooManyItems': 'The content has {count} prompts and the maximum per import is {max}: split it into several files',
  'import.noItems': 'No prompt was found in the content',
  'import.invalidJson': 'The content is not valid JSON',
  'import.jsonShape': 'The JSON must be a list of prompts or an object with the list in "prompts"',
  'import.invalidCsv': 'The CSV is not valid (line {line}): check the quotes',
  'import.csvHeader': 'The first CSV row must name the columns: act,prompt or title,content (optionally category, language, premium)',
  'import.notAnObject': 'The item is not an object with title and content',
  'import.invalidField': 'The {field} field does not hold a valid value',
  'import.unstorableCharacter': 'The {field} field contains a character that cannot be stored (the null character, U+0000, or half a Unicode character)',
  'import.categoryRequired': 'The category is missing: name it in the prompt or choose a default category',
  'import.unknownCategory': 'The category "{category}" does not exist',
  'import.invalidLanguage': 'The language must be es or en',
  'import.invalidPremium': 'Premium must be yes or no',
  'import.duplicateInBatch': 'Repeats prompt {position} of this import (same title, language and category)',
  'import.interrupted':
    'The import stopped at prompt {position}: the {written} prompts before it were written and the rest were not. Import the same content again to complete it (prompts already imported are updated, not repeated)',
  // E-mail (services/mail) and the password reset (services/password-reset.ts)
  'mail.greeting': 'Hi {name},',
  'mail.signature': '— The {product} team',
  'mail.linkFallback': 'If the button does not work, copy this link into your browser:',
  'mail.teamInvitation.subject': 'You were invited to a team',
  'mail.teamInvitation.body': "{inviter} invites you to their team “{team}” on Promptario: its members have the Enterprise plan's benefits and share a prompt library. Accept or decline on the Team page.",
  'mail.teamInvitation.action': 'See the invitation',
  'mail.teamInvitation.reason': 'You get this e-mail because the owner of a Promptario team invited your account. You can turn notifications off in Settings.',
  'mail.passwordReset.subject': 'Reset your password',
  'mail.passwordReset.body': 'We received a request to reset the password of your account. The link works once, for {minutes} minutes.',
  'mail.passwordReset.action': 'Choose a new password',
  'mail.passwordReset.ignore': 'If you did not ask for it, ignore this e-mail: your password stays the same.',
  'mail.passwordReset.reason': 'You are receiving this e-mail because someone asked to reset the password of the Promptario account that uses this address.',
  'passwordReset.requested':
    'If an account uses that address, we have sent it a link to reset the password. Check your e-mail (the spam folder too).',
  'error.passwordResetTokenInvalid':
    'This password-reset link is not valid: it was already used, it expired, or a newer one was requested. Ask for another link.',
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
