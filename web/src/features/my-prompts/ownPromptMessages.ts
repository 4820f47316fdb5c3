import { defineMessage, defineMessages } from 'react-intl';

/** Editing, deleting and the versions of a prompt the viewer wrote. */
export const ownPromptMessages = defineMessages({
  edit: { id: 'ownPrompt.edit', defaultMessage: 'Editar' },
  delete: { id: 'ownPrompt.delete', defaultMessage: 'Eliminar' },
  share: { id: 'ownPrompt.share', defaultMessage: 'Compartir' },
  shareHeading: { id: 'ownPrompt.share.heading', defaultMessage: 'Compartir con un enlace' },
  shareIntro: {
    id: 'ownPrompt.share.intro',
    defaultMessage:
      'Quien tenga el enlace verá la versión actual del prompt, con tu nombre, sin iniciar sesión. Los buscadores no lo indexan. Al desactivarlo, el enlace deja de funcionar al momento.',
  },
  shareSwitch: { id: 'ownPrompt.share.switch', defaultMessage: 'Enlace para compartir' },
  shareLink: { id: 'ownPrompt.share.link', defaultMessage: 'Enlace' },
  copyLink: { id: 'ownPrompt.share.copy', defaultMessage: 'Copiar enlace' },
  shareOn: { id: 'ownPrompt.share.on', defaultMessage: 'Enlace activado' },
  shareOff: { id: 'ownPrompt.share.off', defaultMessage: 'Enlace desactivado: ya no funciona' },
  shareFailed: { id: 'ownPrompt.share.failed', defaultMessage: 'Error al cambiar el enlace' },
  close: { id: 'ownPrompt.share.close', defaultMessage: 'Cerrar' },
  editHeading: { id: 'ownPrompt.edit.heading', defaultMessage: 'Editar prompt' },
  editIntro: {
    id: 'ownPrompt.edit.intro',
    defaultMessage: 'Al guardar, la versión actual queda en el historial del prompt y puedes restaurarla cuando quieras.',
  },
  cancel: { id: 'ownPrompt.cancel', defaultMessage: 'Cancelar' },
  save: { id: 'ownPrompt.edit.save', defaultMessage: 'Guardar cambios' },
  saving: { id: 'ownPrompt.edit.saving', defaultMessage: 'Guardando…' },
  saved: { id: 'ownPrompt.edit.saved', defaultMessage: 'Cambios guardados' },
  unchanged: { id: 'ownPrompt.edit.unchanged', defaultMessage: 'No hay cambios que guardar' },
  editFailed: { id: 'ownPrompt.edit.failed', defaultMessage: 'Error al editar el prompt' },
  deleteHeading: { id: 'ownPrompt.delete.heading', defaultMessage: '¿Eliminar este prompt?' },
  confirmDelete: { id: 'ownPrompt.delete.confirm', defaultMessage: 'Eliminar definitivamente' },
  deleted: { id: 'ownPrompt.delete.done', defaultMessage: 'Prompt eliminado' },
  deleteFailed: { id: 'ownPrompt.delete.failed', defaultMessage: 'Error al eliminar el prompt' },
  versions: { id: 'ownPrompt.versions.heading', defaultMessage: 'Versiones anteriores' },
  versionsEmpty: {
    id: 'ownPrompt.versions.empty',
    defaultMessage: 'Aún no hay versiones anteriores: cada vez que edites el prompt, la versión previa se guardará aquí.',
  },
  versionsLabel: { id: 'ownPrompt.versions.label', defaultMessage: 'Versión a comparar' },
  diffHint: {
    id: 'ownPrompt.versions.diffHint',
    defaultMessage: 'Palabras de la versión elegida a la actual: lo añadido desde entonces en verde, lo quitado tachado en rojo.',
  },
  restore: { id: 'ownPrompt.versions.restore', defaultMessage: 'Restaurar esta versión' },
  restored: { id: 'ownPrompt.versions.restored', defaultMessage: 'Versión restaurada' },
  restoredText: {
    id: 'ownPrompt.versions.restoredText',
    defaultMessage: 'La versión que tenías antes también quedó guardada en el historial.',
  },
  restoreFailed: { id: 'ownPrompt.versions.restoreFailed', defaultMessage: 'Error al restaurar la versión' },
});

export const deletePromptTextMessage = defineMessage<{ title: string; saved: boolean; versions: number }>({
  id: 'ownPrompt.delete.text',
  defaultMessage:
    'Se eliminará «{title}»{saved, select, true {, su entrada en tus Prompts Guardados} other {}} y {versions, plural, =0 {su historial (sin versiones anteriores)} one {su versión anterior} other {sus # versiones anteriores}}. No se puede deshacer.',
});

export const versionOptionMessage = defineMessage<{ version: number; date: string; title: string }>({
  id: 'ownPrompt.versions.option',
  defaultMessage: 'Versión {version} · {date} · {title}',
});

export const currentVersionMessage = defineMessage<{ version: number }>({
  id: 'ownPrompt.versions.current',
  defaultMessage: 'Versión actual: {version}',
});
