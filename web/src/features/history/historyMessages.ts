import { defineMessage, defineMessages } from 'react-intl';

export const historyMessages = defineMessages({
  title: { id: 'history.title', defaultMessage: 'Historial' },
  subtitle: { id: 'history.subtitle', defaultMessage: 'Todas las optimizaciones que hiciste, de la más reciente a la más antigua.' },
  searchPlaceholder: { id: 'history.searchPlaceholder', defaultMessage: 'Buscar en tu historial…' },
  searchLabel: { id: 'history.searchLabel', defaultMessage: 'Buscar en el historial' },
  list: { id: 'history.list', defaultMessage: 'Optimizaciones' },
  empty: { id: 'history.empty', defaultMessage: 'Aún no has optimizado ningún prompt' },
  emptyText: { id: 'history.emptyText', defaultMessage: 'Cada prompt que optimices aparecerá aquí.' },
  emptyAction: { id: 'history.emptyAction', defaultMessage: 'Optimizar un prompt' },
  reuse: { id: 'history.reuse', defaultMessage: 'Reutilizar' },
  save: { id: 'history.save', defaultMessage: 'Guardar' },
  saveHeading: { id: 'history.saveHeading', defaultMessage: 'Guardar en Mis Prompts' },
  saveIntro: {
    id: 'history.saveIntro',
    defaultMessage: 'El prompt optimizado se guarda como prompt tuyo, con un título tomado de tu petición, en la categoría que elijas.',
  },
  close: { id: 'history.close', defaultMessage: 'Cerrar' },
  delete: { id: 'history.delete', defaultMessage: 'Eliminar' },
  loadMore: { id: 'history.loadMore', defaultMessage: 'Cargar más' },
  deleteHeading: { id: 'history.deleteHeading', defaultMessage: '¿Eliminar esta optimización?' },
  cancel: { id: 'history.cancel', defaultMessage: 'Cancelar' },
  confirmDelete: { id: 'history.confirmDelete', defaultMessage: 'Eliminar' },
  deleted: { id: 'history.deleted', defaultMessage: 'Optimización eliminada' },
  deleteFailed: { id: 'history.deleteFailed', defaultMessage: 'No se pudo eliminar la optimización' },
});

export const historyCountMessage = defineMessage<{ count: number }>({
  id: 'history.count',
  defaultMessage: '{count, plural, one {# optimización} other {# optimizaciones}}',
});

export const historyNoMatchesMessage = defineMessage<{ query: string }>({
  id: 'history.noMatches',
  defaultMessage: 'Ninguna optimización contiene «{query}».',
});

export const deleteOptimizationTextMessage = defineMessage<{ title: string }>({
  id: 'history.deleteText',
  defaultMessage: '«{title}» se borrará de tu historial. No se puede deshacer.',
});
