import { defineMessages } from 'react-intl';

/** What a Recent Activity item's details say when they cannot be loaded. */
export const detailsMessages = defineMessages({
  loadFailed: { id: 'dashboard.details.loadFailed', defaultMessage: 'Error al cargar la información del prompt' },
  loadFailedText: { id: 'dashboard.details.loadFailedText', defaultMessage: 'Inténtalo nuevamente más tarde' },
});
