import { defineMessages } from 'react-intl';

export const cookieMessages = defineMessages({
  title: { id: 'cookies.title', defaultMessage: 'Preferencias de cookies' },
  intro: {
    id: 'cookies.intro',
    defaultMessage: 'Elige qué puede guardar Promptario en tu navegador. Las necesarias no se pueden desactivar: sin ellas no podrías iniciar sesión.',
  },
  necessary: { id: 'cookies.necessary', defaultMessage: 'Necesarias' },
  necessaryHint: { id: 'cookies.necessary.hint', defaultMessage: 'La cookie de sesión y esta elección. Siempre activas.' },
  performance: { id: 'cookies.performance', defaultMessage: 'Rendimiento' },
  performanceHint: { id: 'cookies.performance.hint', defaultMessage: 'Medir cómo se usa el sitio. Hoy Promptario no usa ninguna.' },
  functional: { id: 'cookies.functional', defaultMessage: 'Funcionales' },
  functionalHint: { id: 'cookies.functional.hint', defaultMessage: 'Recordar tu idioma y tu tema claro u oscuro en este navegador.' },
  targeting: { id: 'cookies.targeting', defaultMessage: 'Publicidad' },
  targetingHint: { id: 'cookies.targeting.hint', defaultMessage: 'Anuncios personalizados. Hoy Promptario no usa ninguna.' },
  cancel: { id: 'cookies.cancel', defaultMessage: 'Cancelar' },
  save: { id: 'cookies.save', defaultMessage: 'Guardar preferencias' },
  acceptAll: { id: 'cookies.acceptAll', defaultMessage: 'Aceptar todas' },
  bannerLabel: { id: 'cookies.banner.label', defaultMessage: 'Aviso de cookies' },
  bannerText: {
    id: 'cookies.banner.text',
    defaultMessage: 'Usamos una cookie necesaria para tu sesión y, si lo permites, guardamos tu idioma y tu tema en este navegador. No usamos cookies de publicidad ni de analítica.',
  },
  bannerCustomize: { id: 'cookies.banner.customize', defaultMessage: 'Personalizar' },
  bannerNecessaryOnly: { id: 'cookies.banner.necessaryOnly', defaultMessage: 'Solo necesarias' },
});
