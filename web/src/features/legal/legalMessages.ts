import { defineMessages } from 'react-intl';

/**
 * Promptario's legal documents, specific to what the product stores and does. Shown as pages
 * (/terms, /privacy, linked from the sign-up checkbox) and as the footer's dialogs.
 */
export const legalMessages = defineMessages({
  lastUpdated: { id: 'legal.lastUpdated', defaultMessage: 'Última actualización: 14 de abril de 2025' },
});

const terms = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Términos del servicio' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage: 'Estas condiciones rigen el uso de Promptario, la biblioteca y el optimizador de prompts en español e inglés. Al crear una cuenta las aceptas.',
  },
  age: {
    id: 'legal.terms.age',
    defaultMessage: 'Debes tener 18 años o más para crear una cuenta. Eres responsable de lo que se hace con ella y de mantener segura tu contraseña.',
  },
  content: {
    id: 'legal.terms.content',
    defaultMessage: 'Los prompts que escribes y guardas son tuyos y solo tú los ves. Puedes usar los prompts de la biblioteca en tu trabajo, también con fines comerciales, pero no redistribuirlos ni revenderlos como colección.',
  },
  plans: {
    id: 'legal.terms.plans',
    defaultMessage: 'El plan gratuito incluye 3 optimizaciones al mes (se renuevan el día 1 y no se acumulan), 5 prompts de la biblioteca por categoría y hasta 10 prompts guardados. Básico (9,99 US$ al mes) da 5 optimizaciones al día; Pro (19,99 US$ al mes) y Empresarial (99,99 US$ al mes) no tienen límite.',
  },
  payments: {
    id: 'legal.terms.payments',
    defaultMessage: 'Los pagos se procesan con Mercado Pago. Cada pago cubre un mes del plan elegido; nada se renueva ni se cobra de forma automática: para seguir, pagas el mes siguiente. Si cancelas, conservas el plan hasta el final del mes pagado (puedes reanudarlo hasta entonces) y después pasas al Plan Gratis. Lo ya pagado no se reembolsa al cancelar; un pago que no se pueda aplicar a tu cuenta (por ejemplo, de un plan inferior al que ya tienes) se devuelve. La prueba de Pro de 7 días es gratuita y se puede usar una vez por cuenta.',
  },
  ai: {
    id: 'legal.terms.ai',
    defaultMessage: 'Las optimizaciones las genera un sistema automático: revisa el resultado antes de usarlo. El servicio se ofrece tal cual, sin garantía de que esté siempre disponible.',
  },
  abuse: {
    id: 'legal.terms.abuse',
    defaultMessage: 'Podemos suspender cuentas que abusen del servicio, por ejemplo automatizando peticiones para saltarse los límites. Puedes pedirnos que borremos tu cuenta cuando quieras desde el formulario de contacto.',
  },
});

const privacy = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Política de privacidad' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage: 'Qué datos guarda Promptario, para qué y qué puedes pedirnos sobre ellos.',
  },
  account: {
    id: 'legal.privacy.account',
    defaultMessage: 'Tu cuenta: nombre de usuario, correo electrónico, nombre visible, biografía, idioma preferido, preferencia de notificaciones y tu contraseña, guardada solo como resumen cifrado (scrypt) que no se puede revertir.',
  },
  usage: {
    id: 'legal.privacy.usage',
    defaultMessage: 'Lo que haces: los prompts que creas y guardas, tus categorías y cada optimización (texto original, resultado, opciones, motor y fecha), para mostrarte tu historial y contar tus créditos.',
  },
  sessions: {
    id: 'legal.privacy.sessions',
    defaultMessage: 'Tus sesiones: de cada inicio de sesión guardamos el navegador y el dispositivo (User-Agent), la dirección IP y cuándo se usó por última vez; puedes cerrarlas desde Configuración. La dirección IP también sirve para limitar los intentos de inicio de sesión y los mensajes de contacto.',
  },
  contact: {
    id: 'legal.privacy.contact',
    defaultMessage: 'Los mensajes de contacto: nombre, correo, asunto y mensaje, y tu cuenta si habías iniciado sesión. Solo los lee el equipo de administración.',
  },
  payments: {
    id: 'legal.privacy.payments',
    defaultMessage: 'Los pagos los procesa Mercado Pago: no vemos ni guardamos los datos de tu tarjeta, solo el estado del pago y de tu plan. Si el servicio usa un proveedor de IA externo, el texto que optimizas se le envía solo para responderte. No vendemos tus datos ni los usamos para publicidad.',
  },
  rights: {
    id: 'legal.privacy.rights',
    defaultMessage: 'Puedes ver y corregir tus datos en Configuración, y en Configuración › Cuenta descargar una copia de todo (un archivo JSON) o eliminar tu cuenta: se borran al momento tu perfil, tus prompts, guardados, categorías, optimizaciones, sesiones y mensajes de contacto. Los registros de pago (fecha, plan, importe y estado) se conservan para la contabilidad, desvinculados de ti: ya no dicen de quién eran.',
  },
});

const cookies = defineMessages({
  title: { id: 'legal.cookies.title', defaultMessage: 'Política de cookies' },
  intro: {
    id: 'legal.cookies.intro',
    defaultMessage: 'Qué guarda Promptario en tu navegador y cómo decidirlo.',
  },
  session: {
    id: 'legal.cookies.session',
    defaultMessage: 'Cookie necesaria: promptario_session, tu sesión cifrada (HttpOnly, SameSite=Lax, dura 14 días). Solo se crea al iniciar sesión o registrarte, y sin ella no se puede iniciar sesión.',
  },
  consent: {
    id: 'legal.cookies.consent',
    defaultMessage: 'Almacenamiento local necesario: cookie-preferences guarda tu elección sobre cookies para no volver a preguntarte.',
  },
  functional: {
    id: 'legal.cookies.functional',
    defaultMessage: 'Almacenamiento local funcional: selected-language (el idioma), theme-mode (tema claro u oscuro) y prompt-fill-ins (lo que escribes en las variables de cada prompt al usarlo). Solo se guardan si permites las cookies funcionales; si no, tu elección dura mientras la página esté abierta.',
  },
  others: {
    id: 'legal.cookies.others',
    defaultMessage: 'Rendimiento y publicidad: hoy Promptario no usa cookies de analítica, de rendimiento ni de publicidad, propias ni de terceros. Guardamos tu preferencia para respetarla si algún día las añadimos.',
  },
  manage: {
    id: 'legal.cookies.manage',
    defaultMessage: 'Puedes cambiar tu elección cuando quieras en «Preferencias de cookies», en el pie de página, o borrar estos datos desde tu navegador.',
  },
});

/** Each document: its title, an introduction and its paragraphs, in order. */
export const legalDocuments = {
  terms: { title: terms.title, intro: terms.intro, paragraphs: [terms.age, terms.content, terms.plans, terms.payments, terms.ai, terms.abuse] },
  privacy: { title: privacy.title, intro: privacy.intro, paragraphs: [privacy.account, privacy.usage, privacy.sessions, privacy.contact, privacy.payments, privacy.rights] },
  cookies: { title: cookies.title, intro: cookies.intro, paragraphs: [cookies.session, cookies.consent, cookies.functional, cookies.others, cookies.manage] },
};

export type LegalDocumentName = keyof typeof legalDocuments;
