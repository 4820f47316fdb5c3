import { defineMessage, defineMessages } from 'react-intl';

export const categoriesMessages = defineMessages({
  title: { id: 'categories.title', defaultMessage: 'Mis Categorías' },
  subtitle: { id: 'categories.subtitle', defaultMessage: 'Organiza tus prompts guardados a tu manera.' },
  create: { id: 'categories.create', defaultMessage: 'Nueva Categoría' },
  listLabel: { id: 'categories.list', defaultMessage: 'Tus categorías' },
  empty: { id: 'categories.empty', defaultMessage: 'No hay categorías todavía' },
  emptyText: {
    id: 'categories.emptyText',
    defaultMessage: 'Crea categorías para agrupar tus prompts por proyecto, cliente o como prefieras.',
  },
  emptyAction: { id: 'categories.emptyAction', defaultMessage: 'Crear mi primera categoría' },
  loadMore: { id: 'categories.loadMore', defaultMessage: 'Cargar más categorías' },
  showPrompts: { id: 'categories.showPrompts', defaultMessage: 'Ver sus prompts' },
  // Create / edit dialog
  createHeading: { id: 'categories.dialog.createHeading', defaultMessage: 'Nueva Categoría' },
  editHeading: { id: 'categories.dialog.editHeading', defaultMessage: 'Editar Categoría' },
  name: { id: 'categories.dialog.name', defaultMessage: 'Nombre' },
  namePlaceholder: { id: 'categories.dialog.namePlaceholder', defaultMessage: 'Ej.: Campañas de verano' },
  cancel: { id: 'categories.dialog.cancel', defaultMessage: 'Cancelar' },
  createSubmit: { id: 'categories.dialog.createSubmit', defaultMessage: 'Crear' },
  editSubmit: { id: 'categories.dialog.editSubmit', defaultMessage: 'Guardar' },
  submitting: { id: 'categories.dialog.submitting', defaultMessage: 'Guardando…' },
  // Delete confirmation
  confirmTitle: { id: 'categories.confirm.title', defaultMessage: '¿Estás seguro?' },
  confirmDelete: { id: 'categories.confirm.delete', defaultMessage: 'Eliminar' },
  // Toasts
  created: { id: 'categories.toast.created', defaultMessage: 'Categoría creada' },
  updated: { id: 'categories.toast.updated', defaultMessage: 'Categoría actualizada' },
  deleted: { id: 'categories.toast.deleted', defaultMessage: 'Categoría eliminada' },
  createFailed: { id: 'categories.toast.createFailed', defaultMessage: 'Error al crear categoría' },
  updateFailed: { id: 'categories.toast.updateFailed', defaultMessage: 'Error al actualizar categoría' },
  deleteFailed: { id: 'categories.toast.deleteFailed', defaultMessage: 'Error al eliminar categoría' },
});

export const createdOnMessage = defineMessage<{ date: string }>({
  id: 'categories.createdOn',
  defaultMessage: 'Creada el {date}',
});

export const editMessage = defineMessage<{ name: string }>({
  id: 'categories.edit',
  defaultMessage: 'Editar «{name}»',
});

export const deleteMessage = defineMessage<{ name: string }>({
  id: 'categories.delete',
  defaultMessage: 'Eliminar «{name}»',
});

export const confirmTextMessage = defineMessage<{ name: string }>({
  id: 'categories.confirm.text',
  defaultMessage: 'Se eliminará la categoría «{name}». Esta acción no se puede deshacer.',
});
