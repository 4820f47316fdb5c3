import { defineMessage, defineMessages } from 'react-intl';

/** 'Gestión de Categorías' (docs/behaviour.md, Administration). */
export const adminCategoriesMessages = defineMessages({
  createHeading: { id: 'admin.categories.createHeading', defaultMessage: 'Nueva categoría' },
  createIntro: {
    id: 'admin.categories.createIntro',
    defaultMessage: 'Las categorías organizan la biblioteca compartida. Los prompts se añaden desde la biblioteca con «Crear Nuevo».',
  },
  listHeading: { id: 'admin.categories.listHeading', defaultMessage: 'Categorías de la biblioteca' },
  name: { id: 'admin.categories.name', defaultMessage: 'Nombre' },
  namePlaceholder: { id: 'admin.categories.namePlaceholder', defaultMessage: 'Ej.: Marketing Digital' },
  nameEn: { id: 'admin.categories.nameEn', defaultMessage: 'Nombre en inglés (opcional)' },
  nameEnHint: {
    id: 'admin.categories.nameEnHint',
    defaultMessage: 'Lo ve quien usa la app en inglés; si lo dejas vacío, verá el nombre en español.',
  },
  slug: { id: 'admin.categories.slug', defaultMessage: 'Slug' },
  slugHint: {
    id: 'admin.categories.slugHint',
    defaultMessage: 'Se genera a partir del nombre y puedes editarlo. Es la dirección de la categoría (/prompts/slug) y debe ser único.',
  },
  slugChangeHint: {
    id: 'admin.categories.slugChangeHint',
    defaultMessage: 'Cambiar el slug cambia la dirección de la categoría: los enlaces antiguos dejarán de funcionar.',
  },
  create: { id: 'admin.categories.create', defaultMessage: 'Crear categoría' },
  creating: { id: 'admin.categories.creating', defaultMessage: 'Creando…' },
  created: { id: 'admin.categories.created', defaultMessage: 'Categoría creada' },
  rename: { id: 'admin.categories.rename', defaultMessage: 'Renombrar' },
  delete: { id: 'admin.categories.delete', defaultMessage: 'Eliminar' },
  editHeading: { id: 'admin.categories.editHeading', defaultMessage: 'Renombrar categoría' },
  save: { id: 'admin.categories.save', defaultMessage: 'Guardar cambios' },
  saving: { id: 'admin.categories.saving', defaultMessage: 'Guardando…' },
  updated: { id: 'admin.categories.updated', defaultMessage: 'Categoría actualizada' },
  deleteHeading: { id: 'admin.categories.deleteHeading', defaultMessage: '¿Eliminar la categoría?' },
  blockedHeading: { id: 'admin.categories.blockedHeading', defaultMessage: 'No se puede eliminar todavía' },
  confirmDelete: { id: 'admin.categories.confirmDelete', defaultMessage: 'Eliminar' },
  deleted: { id: 'admin.categories.deleted', defaultMessage: 'Categoría eliminada' },
  cancel: { id: 'admin.categories.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'admin.categories.close', defaultMessage: 'Cerrar' },
  empty: { id: 'admin.categories.empty', defaultMessage: 'No hay categorías todavía' },
  emptyText: { id: 'admin.categories.emptyText', defaultMessage: 'Crea la primera con el formulario de arriba.' },
  createFailed: { id: 'admin.categories.createFailed', defaultMessage: 'Error al crear categoría' },
  updateFailed: { id: 'admin.categories.updateFailed', defaultMessage: 'Error al actualizar categoría' },
  deleteFailed: { id: 'admin.categories.deleteFailed', defaultMessage: 'Error al eliminar categoría' },
  englishNameMissing: { id: 'admin.categories.englishNameMissing', defaultMessage: 'sin nombre en inglés' },
});

export const promptCountMessage = defineMessage<{ count: number }>({
  id: 'admin.categories.promptCount',
  defaultMessage: '{count, plural, one {# prompt} other {# prompts}}',
});

export const categoryActionsMessage = defineMessage<{ name: string }>({
  id: 'admin.categories.actions',
  defaultMessage: 'Acciones de «{name}»',
});

export const deleteTextMessage = defineMessage<{ name: string }>({
  id: 'admin.categories.deleteText',
  defaultMessage: 'Se eliminará «{name}» de la biblioteca. Esta acción no se puede deshacer.',
});

export const deleteBlockedMessage = defineMessage<{ name: string; count: number }>({
  id: 'admin.categories.deleteBlocked',
  defaultMessage:
    '«{name}» tiene {count, plural, one {# prompt} other {# prompts}} de la biblioteca. Muévelos a otra categoría (edítalos desde la biblioteca) antes de eliminarla.',
});
