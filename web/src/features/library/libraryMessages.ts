import { defineMessage, defineMessages } from 'react-intl';

/** Strings shared by the library screens (prompt cards, dialogs, toasts). */
export const libraryMessages = defineMessages({
  // Prompt card
  save: { id: 'library.card.save', defaultMessage: 'Guardar prompt' },
  unsave: { id: 'library.card.unsave', defaultMessage: 'Quitar de guardados' },
  signInToSave: { id: 'library.card.signInToSave', defaultMessage: 'Inicia sesión o crea una cuenta gratis para guardar prompts.' },
  saveIn: { id: 'library.card.saveIn', defaultMessage: 'Guardar en' },
  moveTo: { id: 'library.card.moveTo', defaultMessage: 'Mover a' },
  unfiled: { id: 'library.card.unfiled', defaultMessage: 'Sin categoría' },
  newCategory: { id: 'library.card.newCategory', defaultMessage: 'Nueva categoría…' },
  optimize: { id: 'library.card.optimize', defaultMessage: 'Optimizar' },
  premium: { id: 'library.label.premium', defaultMessage: 'Premium' },
  free: { id: 'library.label.free', defaultMessage: 'Gratis' },
  saved: { id: 'library.label.saved', defaultMessage: 'Guardado' },
  mine: { id: 'library.label.mine', defaultMessage: 'Mi Prompt' },
  lockedPremium: { id: 'library.locked.premium', defaultMessage: 'Prompt Premium' },
  lockedPremiumText: {
    id: 'library.locked.premiumText',
    defaultMessage: 'Este prompt forma parte de la colección Premium. Actualiza tu plan para verlo completo.',
  },
  lockedLimit: { id: 'library.locked.limit', defaultMessage: 'Límite del plan gratuito' },
  lockedLimitText: {
    id: 'library.locked.limitText',
    defaultMessage: 'El plan gratuito incluye 5 prompts por categoría. Actualiza tu plan para desbloquear el resto.',
  },
  upgrade: { id: 'library.upgrade', defaultMessage: 'Actualizar plan' },
  // Detail dialog
  close: { id: 'library.dialog.close', defaultMessage: 'Cerrar' },
  categoriesLabel: { id: 'library.dialog.categories', defaultMessage: 'Categorías' },
  // Toasts
  savedToast: { id: 'library.toast.saved', defaultMessage: 'Prompt guardado' },
  savedToastBody: { id: 'library.toast.savedBody', defaultMessage: 'Lo encontrarás en Mis Prompts.' },
  unsavedToast: { id: 'library.toast.unsaved', defaultMessage: 'Prompt eliminado' },
  unsavedToastBody: { id: 'library.toast.unsavedBody', defaultMessage: 'Ya no está en tus prompts guardados.' },
  saveFailed: { id: 'library.toast.saveFailed', defaultMessage: 'Error al guardar prompt' },
  unsaveFailed: { id: 'library.toast.unsaveFailed', defaultMessage: 'Error al eliminar prompt' },
});

export const openDetailsMessage = defineMessage<{ title: string }>({
  id: 'library.card.openDetails',
  defaultMessage: 'Ver detalles de «{title}»',
});

export const savedLimitReasonMessage = defineMessage<{ limit: number }>({
  id: 'library.card.savedLimitReason',
  defaultMessage: 'Has guardado {limit} prompts, el máximo del plan gratuito. Quita alguno o actualiza tu plan para guardar más.',
});
