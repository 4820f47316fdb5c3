import { defineMessages } from 'react-intl';

/** Strings used across screens. */
export const commonMessages = defineMessages({
  genericError: { id: 'error.default', defaultMessage: 'Ha ocurrido un error. Inténtalo de nuevo.' },
});
