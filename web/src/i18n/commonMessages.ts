import { defineMessages } from 'react-intl';

/** Strings used across screens. */
export const commonMessages = defineMessages({
  genericError: { id: 'error.default', defaultMessage: 'Ha ocurrido un error. Inténtalo de nuevo.' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'Próximamente' },
  save: { id: 'common.save', defaultMessage: 'Guardar cambios' },
  saving: { id: 'common.saving', defaultMessage: 'Guardando…' },
  optional: { id: 'common.optional', defaultMessage: 'opcional' },
});
