import { defineMessage, defineMessages } from 'react-intl';

export const promptsMessages = defineMessages({
  title: { id: 'prompts.title', defaultMessage: 'Biblioteca de Prompts' },
  subtitle: { id: 'prompts.subtitle', defaultMessage: 'Prompts listos para usar, organizados por categoría.' },
  searchPlaceholder: { id: 'prompts.search.placeholder', defaultMessage: 'Buscar prompts...' },
  searchLabel: { id: 'prompts.search.label', defaultMessage: 'Buscar en la biblioteca' },
  createNew: { id: 'prompts.createNew', defaultMessage: 'Crear Nuevo' },
  categoriesNav: { id: 'prompts.nav.label', defaultMessage: 'Categorías de la biblioteca' },
  categoriesHeading: { id: 'prompts.nav.heading', defaultMessage: 'Categorías' },
  allCategories: { id: 'prompts.nav.all', defaultMessage: 'Todas las Categorías' },
  allPrompts: { id: 'prompts.all.heading', defaultMessage: 'Todos los Prompts' },
  allPromptsText: { id: 'prompts.all.text', defaultMessage: 'Toda la biblioteca, de cinco en cinco.' },
  noPrompts: { id: 'prompts.empty', defaultMessage: 'No se encontraron prompts.' },
  lockedGroupText: {
    id: 'prompts.locked.text',
    defaultMessage: 'Los prompts Premium y los que pasan de 5 por categoría se abren con un plan de pago.',
  },
  noPromptsText: { id: 'prompts.empty.text', defaultMessage: 'Prueba con otra categoría o busca por palabra clave.' },
  categoryNotFound: { id: 'prompts.categoryNotFound', defaultMessage: 'Categoría no encontrada.' },
  categoryNotFoundText: {
    id: 'prompts.categoryNotFound.text',
    defaultMessage: 'Es posible que el enlace esté mal escrito. Elige una de las categorías de la lista.',
  },
  noCategories: {
    id: 'prompts.noCategories',
    defaultMessage: 'No hay categorías disponibles. Por favor, selecciona una categoría.',
  },
  searchEmpty: {
    id: 'prompts.search.empty',
    defaultMessage: 'No se encontraron prompts que coincidan con tu búsqueda.',
  },
  searchEmptyText: { id: 'prompts.search.emptyText', defaultMessage: 'Prueba con otras palabras o revisa la ortografía.' },
  searchFailed: { id: 'prompts.search.failed', defaultMessage: 'Error al buscar prompts' },
  bannerAction: { id: 'prompts.banner.action', defaultMessage: 'Actualizar a Pro' },
});

export const popularMessage = defineMessage<{ category: string }>({
  id: 'prompts.category.heading',
  defaultMessage: 'Prompts populares de {category}',
});

export const searchResultsMessage = defineMessage<{ query: string }>({
  id: 'prompts.search.heading',
  defaultMessage: 'Resultados de búsqueda para: “{query}”',
});

export const bannerTitleMessage = defineMessage<{ category: string }>({
  id: 'prompts.banner.title',
  defaultMessage: 'Desbloquea los prompts Premium de {category}',
});

export const bannerTextMessage = defineMessage<{ count: number; category: string }>({
  id: 'prompts.banner.text',
  defaultMessage: 'Accede a {count, plural, one {# prompt Premium} other {los # prompts Premium}} de {category}, a la biblioteca completa y a optimizaciones ilimitadas.',
});

export const lockedGroupTitleMessage = defineMessage<{ category: string }>({
  id: 'prompts.locked.title',
  defaultMessage: 'Más prompts de {category} en los planes de pago',
});
