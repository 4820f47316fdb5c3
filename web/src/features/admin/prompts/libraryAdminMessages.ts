import { defineMessage, defineMessages } from 'react-intl';

/** The admin's library-prompt editor and delete confirmation ('Crear Nuevo', Edit, Delete). */
export const libraryAdminMessages = defineMessages({
  createHeading: { id: 'library.admin.createHeading', defaultMessage: 'Nuevo prompt de la biblioteca' },
  editHeading: { id: 'library.admin.editHeading', defaultMessage: 'Editar prompt de la biblioteca' },
  intro: {
    id: 'library.admin.intro',
    defaultMessage: 'Lo verán todos los usuarios, detrás de los prompts que ya hay en sus categorías.',
  },
  title: { id: 'library.admin.title', defaultMessage: 'Título' },
  content: { id: 'library.admin.content', defaultMessage: 'Contenido' },
  contentHint: { id: 'library.admin.contentHint', defaultMessage: 'Admite Markdown sencillo: listas con «-», **negrita** y `código`.' },
  language: { id: 'library.admin.language', defaultMessage: 'Idioma' },
  spanish: { id: 'library.admin.spanish', defaultMessage: 'Español' },
  english: { id: 'library.admin.english', defaultMessage: 'Inglés' },
  categories: { id: 'library.admin.categories', defaultMessage: 'Categorías' },
  premium: { id: 'library.admin.premium', defaultMessage: 'Premium (solo lo leen completo los planes de pago)' },
  cancel: { id: 'library.admin.cancel', defaultMessage: 'Cancelar' },
  create: { id: 'library.admin.create', defaultMessage: 'Crear prompt' },
  creating: { id: 'library.admin.creating', defaultMessage: 'Creando…' },
  save: { id: 'library.admin.save', defaultMessage: 'Guardar cambios' },
  saving: { id: 'library.admin.saving', defaultMessage: 'Guardando…' },
  created: { id: 'library.admin.created', defaultMessage: 'Prompt añadido a la biblioteca' },
  updated: { id: 'library.admin.updated', defaultMessage: 'Prompt actualizado' },
  createFailed: { id: 'library.admin.createFailed', defaultMessage: 'Error al crear el prompt' },
  updateFailed: { id: 'library.admin.updateFailed', defaultMessage: 'Error al actualizar el prompt' },
  deleteHeading: { id: 'library.admin.deleteHeading', defaultMessage: '¿Eliminar el prompt de la biblioteca?' },
  confirmDelete: { id: 'library.admin.confirmDelete', defaultMessage: 'Eliminar' },
  deleted: { id: 'library.admin.deleted', defaultMessage: 'Prompt eliminado de la biblioteca' },
  deleteFailed: { id: 'library.admin.deleteFailed', defaultMessage: 'Error al eliminar el prompt' },
  edit: { id: 'library.admin.edit', defaultMessage: 'Editar' },
  delete: { id: 'library.admin.delete', defaultMessage: 'Eliminar' },
  notFound: { id: 'library.admin.notFound', defaultMessage: 'Este prompt ya no existe.' },
});

export const deletePromptTextMessage = defineMessage<{ title: string; count: number }>({
  id: 'library.admin.deleteText',
  defaultMessage:
    'Se eliminará «{title}» para todos. {count, plural, =0 {Nadie lo tiene guardado.} one {# usuario lo tiene guardado: su entrada guardada también se eliminará.} other {# usuarios lo tienen guardado: sus entradas guardadas también se eliminarán.}} Esta acción no se puede deshacer.',
});
