import { defineMessages } from 'react-intl';

export const settingsToasts = defineMessages({
  profileSaved: { id: 'settings.toast.profileSaved', defaultMessage: 'Perfil actualizado' },
  profileSavedBody: { id: 'settings.toast.profileSavedBody', defaultMessage: 'Tus cambios se han guardado.' },
  profileFailed: { id: 'settings.toast.profileFailed', defaultMessage: 'Error al actualizar perfil' },
  passwordSaved: { id: 'settings.toast.passwordSaved', defaultMessage: 'Contraseña actualizada' },
  passwordSavedBody: {
    id: 'settings.toast.passwordSavedBody',
    defaultMessage: 'Tu contraseña se ha cambiado. Las sesiones abiertas en otros dispositivos se han cerrado.',
  },
  passwordFailed: { id: 'settings.toast.passwordFailed', defaultMessage: 'Error al cambiar contraseña' },
  preferencesSaved: { id: 'settings.toast.preferencesSaved', defaultMessage: 'Preferencias guardadas' },
  preferencesSavedBody: {
    id: 'settings.toast.preferencesSavedBody',
    defaultMessage: 'Tus preferencias se han actualizado.',
  },
});

export const settingsSection = defineMessages({
  save: { id: 'settings.save', defaultMessage: 'Guardar cambios' },
  saving: { id: 'settings.saving', defaultMessage: 'Guardando…' },
});
