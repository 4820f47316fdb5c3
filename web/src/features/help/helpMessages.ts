import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Centro de ayuda' },
  welcome: { id: 'help.welcome', defaultMessage: 'Hola, ¿en qué podemos ayudarte? Aquí tienes las respuestas a las preguntas más comunes.' },
  tabs: { id: 'help.tabs', defaultMessage: 'Temas de ayuda' },
  close: { id: 'help.close', defaultMessage: 'Cerrar' },
  gettingStarted: { id: 'help.tab.gettingStarted', defaultMessage: 'Primeros pasos' },
  accountBilling: { id: 'help.tab.accountBilling', defaultMessage: 'Cuenta y facturación' },
  features: { id: 'help.tab.features', defaultMessage: 'Funciones' },
});

/** The three tabs and their questions, answered for this product (plans from the server's catalog). */
export const helpTopics = {
  gettingStarted: defineMessages({
    accountQ: { id: 'help.account.q', defaultMessage: '¿Cómo creo una cuenta?' },
    accountA: {
      id: 'help.account.a',
      defaultMessage: 'Pulsa «Registrarse» arriba a la derecha, elige un nombre de usuario, tu correo electrónico y una contraseña de al menos 6 caracteres, y confirma que tienes 18 años o más. Entras al momento. Te enviamos un enlace para confirmar tu correo electrónico: la cuenta funciona sin confirmarlo, pero confirmarlo asegura que te llegue el enlace si olvidas la contraseña. Si no lo encuentras, pide otro desde el aviso de Configuración o del panel.',
    },
    passwordQ: { id: 'help.password.q', defaultMessage: 'Olvidé mi contraseña, ¿cómo entro?' },
    passwordA: {
      id: 'help.password.a',
      defaultMessage: 'En la página de acceso pulsa «¿Olvidaste tu contraseña?» y escribe el correo de tu cuenta. Te enviamos un enlace que sirve una sola vez durante 60 minutos; al elegir la contraseña nueva se cierran todas las sesiones de tu cuenta. También puedes iniciar sesión con tu correo electrónico en lugar del nombre de usuario.',
    },
    generateQ: { id: 'help.generate.q', defaultMessage: '¿Cómo genero contenido?' },
    generateA: {
      id: 'help.generate.a',
      defaultMessage: 'Abre «Optimizar Prompts» en la barra lateral, escribe lo que quieres pedirle a la IA, elige si quieres el tipo de tarea, el sector, el canal, el nivel de detalle, el público y el tono, y pulsa «Optimizar». Recibes el prompt mejorado, lo que cambió y por qué, y sugerencias; puedes copiarlo o guardarlo en Mis Prompts.',
    },
    creditsQ: { id: 'help.credits.q', defaultMessage: '¿Qué son los créditos mensuales?' },
    creditsA: {
      id: 'help.credits.a',
      defaultMessage: 'Cada optimización que sale bien gasta un crédito; una que falla, no. El plan gratuito tiene 3 al mes, que se renuevan el día 1 de cada mes (UTC) y no se acumulan. El plan Básico tiene 5 al día (se renuevan a las 00:00 UTC), y Pro y Empresarial no tienen límite. El análisis de complejidad no gasta créditos.',
    },
  }),
  accountBilling: defineMessages({
    upgradeQ: { id: 'help.upgrade.q', defaultMessage: '¿Cómo mejoro mi plan?' },
    upgradeA: {
      id: 'help.upgrade.a',
      defaultMessage: 'En Configuración › Suscripción elige Básico (9,99 US$ al mes), Pro (19,99 US$ al mes) o Empresarial (99,99 US$ al mes). Cada pago cubre un mes y nada se renueva ni se cobra solo: para seguir, pagas otro mes en los 3 días antes de que termine (te avisamos por correo). Una vez por cuenta puedes probar Pro gratis durante 7 días. El plan de pago se activa cuando el pago queda confirmado, y te enviamos el recibo por correo.',
    },
    paymentQ: { id: 'help.payment.q', defaultMessage: '¿Qué métodos de pago aceptan?' },
    paymentA: {
      id: 'help.payment.a',
      defaultMessage: 'Los pagos pasan por Mercado Pago Checkout, que acepta tarjetas de crédito y débito y los demás medios que Mercado Pago ofrezca en tu país. Nunca vemos ni guardamos los datos de tu tarjeta. En las instalaciones de prueba, un checkout de prueba integrado sustituye al pago real.',
    },
    cancelQ: { id: 'help.cancel.q', defaultMessage: '¿Cómo cancelo mi suscripción?' },
    cancelA: {
      id: 'help.cancel.a',
      defaultMessage: 'En Configuración › Suscripción pulsa «Cancelar suscripción». Conservas tu plan hasta el final del mes que ya pagaste (verás la fecha) y después tu cuenta pasa al Plan Gratis; hasta esa fecha puedes reanudarla. Como nada se cobra solo, cancelar no detiene ningún cobro: solo deja claro que no seguirás. Lo ya pagado no se reembolsa al cancelar; si se cobra un pago que no se puede aplicar (por ejemplo, un plan inferior al que ya tienes), te lo devolvemos.',
    },
  }),
  features: defineMessages({
    libraryQ: { id: 'help.library.q', defaultMessage: '¿Qué es la Biblioteca de Prompts?' },
    libraryA: {
      id: 'help.library.a',
      defaultMessage: 'En «Explorar Prompts» encontrarás prompts listos para usar, en español y en inglés, ordenados por categorías y con búsqueda por texto. Con el plan gratuito puedes leer los 5 primeros de cada categoría; los planes de pago desbloquean todos, también los premium.',
    },
    optimizationQ: { id: 'help.optimization.q', defaultMessage: '¿Cómo funciona la optimización?' },
    optimizationA: {
      id: 'help.optimization.a',
      defaultMessage: 'El motor reconstruye tu prompt alrededor de lo que tienen los buenos prompts: rol, tarea, contexto, público, tono, formato y extensión, restricciones y ejemplos. Donde falta información pone [marcadores] para que los completes, y explica cada cambio. La página indica qué motor respondió.',
    },
    savedQ: { id: 'help.saved.q', defaultMessage: '¿Cómo funcionan los prompts guardados?' },
    savedA: {
      id: 'help.saved.a',
      defaultMessage: 'Guarda prompts de la biblioteca o tus optimizaciones y encuéntralos en «Mis Prompts», en la barra lateral, ordenados en tus propias categorías. El plan gratuito guarda hasta 10; los planes de pago, sin límite.',
    },
  }),
};
