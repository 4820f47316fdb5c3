import { defineMessages } from 'react-intl';

export const sessionsMessages = defineMessages({
  heading: { id: 'settings.sessions.heading', defaultMessage: 'Sesiones activas' },
  description: {
    id: 'settings.sessions.description',
    defaultMessage: 'Dispositivos con tu cuenta abierta. Cierra las sesiones que no reconozcas.',
  },
  device: { id: 'settings.sessions.device', defaultMessage: 'Dispositivo' },
  lastSeen: { id: 'settings.sessions.lastSeen', defaultMessage: 'Última actividad' },
  actions: { id: 'settings.sessions.actions', defaultMessage: 'Acciones' },
  unknownDevice: { id: 'settings.sessions.unknownDevice', defaultMessage: 'Dispositivo desconocido' },
  current: { id: 'settings.sessions.current', defaultMessage: 'Esta sesión' },
  end: { id: 'settings.sessions.end', defaultMessage: 'Cerrar sesión' },
  ended: { id: 'settings.sessions.ended', defaultMessage: 'Sesión cerrada' },
  endFailed: { id: 'settings.sessions.endFailed', defaultMessage: 'No se pudo cerrar la sesión' },
});
