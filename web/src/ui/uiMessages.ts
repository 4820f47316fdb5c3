import { defineMessages } from 'react-intl';

/** Strings of the generic pieces (copy button, load more). Ids kept from when they lived in the library. */
export const uiMessages = defineMessages({
  copy: { id: 'library.card.copy', defaultMessage: 'Copiar' },
  copied: { id: 'library.card.copied', defaultMessage: 'Copiado' },
  copyFailed: { id: 'library.card.copyFailed', defaultMessage: 'No se pudo copiar' },
  loadMore: { id: 'library.loadMore', defaultMessage: 'Cargar más prompts' },
  loadingMore: { id: 'library.loadingMore', defaultMessage: 'Cargando...' },
  loadMoreFailed: { id: 'library.loadMoreFailed', defaultMessage: 'Error al cargar más prompts' },
});
