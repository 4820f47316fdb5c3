import { defineMessage, defineMessages } from 'react-intl';

export const myPromptsMessages = defineMessages({
  createFailed: { id: 'library.create.failed', defaultMessage: 'Error al crear el prompt' },
  title: { id: 'myPrompts.title', defaultMessage: 'Mis Prompts' },
  subtitle: { id: 'myPrompts.subtitle', defaultMessage: 'Tus prompts guardados y los que has creado.' },
  createNew: { id: 'myPrompts.createNew', defaultMessage: 'Crear Nuevo' },
  searchPlaceholder: { id: 'myPrompts.search.placeholder', defaultMessage: 'Buscar en mis prompts...' },
  searchLabel: { id: 'myPrompts.search.label', defaultMessage: 'Buscar por título o contenido' },
  filterLabel: { id: 'myPrompts.filter.label', defaultMessage: 'Filtrar por categoría' },
  allCategories: { id: 'myPrompts.filter.all', defaultMessage: 'Todas las categorías' },
  manageCategories: { id: 'myPrompts.manageCategories', defaultMessage: 'Mis Categorías' },
  filedEmpty: { id: 'myPrompts.filed.empty', defaultMessage: 'Nada archivado aquí todavía' },
  tabs: { id: 'myPrompts.tabs', defaultMessage: 'Tipo de prompts' },
  savedTab: { id: 'myPrompts.tab.saved', defaultMessage: 'Prompts Guardados' },
  createdTab: { id: 'myPrompts.tab.created', defaultMessage: 'Prompts Creados' },
  teamTab: { id: 'myPrompts.tab.team', defaultMessage: 'Equipo' },
  limitTitle: { id: 'myPrompts.limit.title', defaultMessage: 'Límite del Plan Gratis Alcanzado' },
  limitAction: { id: 'myPrompts.limit.action', defaultMessage: 'Actualizar plan' },
  savedEmpty: { id: 'myPrompts.saved.empty', defaultMessage: 'Aún no has guardado prompts' },
  savedEmptyText: {
    id: 'myPrompts.saved.emptyText',
    defaultMessage: 'Guarda los prompts que más uses de la biblioteca y los tendrás siempre a mano aquí.',
  },
  savedEmptyAction: { id: 'myPrompts.saved.emptyAction', defaultMessage: 'Explorar Biblioteca de Prompts' },
  createdEmpty: { id: 'myPrompts.created.empty', defaultMessage: 'Aún no has creado prompts' },
  createdEmptyText: {
    id: 'myPrompts.created.emptyText',
    defaultMessage: 'Escribe tus propios prompts y guárdalos en tu colección privada.',
  },
  createdEmptyAction: { id: 'myPrompts.created.emptyAction', defaultMessage: 'Crea Tu Primer Prompt' },
  noMatchesText: {
    id: 'myPrompts.search.emptyText',
    defaultMessage: 'La búsqueda revisa el título y el contenido de los prompts cargados en esta pestaña.',
  },
});

export const savedUsageMessage = defineMessage<{ count: number; limit: number }>({
  id: 'myPrompts.saved.usage',
  defaultMessage: '{count} de {limit} prompts guardados en el plan gratuito',
});

export const limitTextMessage = defineMessage<{ count: number; limit: number }>({
  id: 'myPrompts.limit.text',
  defaultMessage: 'Tienes {count} prompts guardados y el plan gratuito permite {limit}. Actualiza tu plan para guardar todos los que quieras.',
});

export const noMatchesMessage = defineMessage<{ query: string }>({
  id: 'myPrompts.search.empty',
  defaultMessage: 'Ningún prompt coincide con “{query}”',
});

export const filedEmptyMessage = defineMessage<{ category: string }>({
  id: 'myPrompts.filed.emptyText',
  defaultMessage: 'Al guardar un prompt, elige «{category}» en el menú de guardar para archivarlo aquí.',
});
