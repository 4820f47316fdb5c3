import { defineMessages } from 'react-intl';

/** The two documents the sign-up checkbox names, in plain words. The landing work will replace them. */
export const termsMessages = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Términos del servicio' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage: 'Estas son las condiciones para usar Promptario, dichas de forma sencilla.',
  },
  p1: {
    id: 'legal.terms.age',
    defaultMessage: 'Para crear una cuenta debes tener 18 años o más. Eres responsable de lo que haces con tu cuenta y de mantener segura tu contraseña.',
  },
  p2: {
    id: 'legal.terms.content',
    defaultMessage: 'Los prompts que escribes son tuyos y solo tú puedes verlos. Puedes usar los prompts de la biblioteca en tu trabajo, también con fines comerciales, pero no revenderlos como colección.',
  },
  p3: {
    id: 'legal.terms.plans',
    defaultMessage: 'El plan gratuito tiene los límites que se indican en Configuración › Suscripción. Los planes de pago se renuevan cada mes; si cancelas, conservas Premium hasta el final del periodo pagado.',
  },
  p4: {
    id: 'legal.terms.ai',
    defaultMessage: 'Las optimizaciones las genera un sistema automático: revisa el resultado antes de usarlo. El servicio se ofrece tal cual, sin garantía de que esté siempre disponible.',
  },
  p5: {
    id: 'legal.terms.abuse',
    defaultMessage: 'Podemos suspender cuentas que abusen del servicio (por ejemplo, automatizando peticiones para saltarse los límites).',
  },
});

export const privacyMessages = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Política de privacidad' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage: 'Qué datos guarda Promptario, para qué y qué no hace con ellos.',
  },
  p1: {
    id: 'legal.privacy.account',
    defaultMessage: 'Guardamos lo que nos das para tu cuenta: nombre de usuario, correo electrónico, nombre visible, biografía, idioma preferido y tu contraseña, esta solo como resumen cifrado que no se puede revertir.',
  },
  p2: {
    id: 'legal.privacy.usage',
    defaultMessage: 'Guardamos tus prompts, los prompts que guardas, tus categorías y el historial de tus optimizaciones, para mostrártelos. Los pagos los procesa el proveedor de pagos; no guardamos los datos de tu tarjeta.',
  },
  p3: {
    id: 'legal.privacy.cookies',
    defaultMessage: 'Usamos una sola cookie, la de la sesión, necesaria para que puedas iniciar sesión. El idioma y el tema se guardan en tu navegador.',
  },
  p4: {
    id: 'legal.privacy.sharing',
    defaultMessage: 'No vendemos tus datos ni los usamos para publicidad. Si el servicio usa un proveedor de IA externo, el texto que optimizas se le envía solo para responderte.',
  },
  p5: {
    id: 'legal.privacy.contact',
    defaultMessage: 'Puedes ver y cambiar tus datos de perfil en cualquier momento en Configuración.',
  },
});
