import { defineMessage, defineMessages } from 'react-intl';

export const invitationMessages = defineMessages({
  createHeading: { id: 'admin.invitations.createHeading', defaultMessage: 'Crear código de invitación' },
  createHint: {
    id: 'admin.invitations.createHint',
    defaultMessage: 'Quien se registre con un código válido recibe 1 mes del Plan Pro.',
  },
  code: { id: 'admin.invitations.code', defaultMessage: 'Código' },
  codePlaceholder: { id: 'admin.invitations.codePlaceholder', defaultMessage: 'Ej.: BIENVENIDA2026' },
  months: { id: 'admin.invitations.months', defaultMessage: 'Meses hasta que expire (1-12)' },
  maxUses: { id: 'admin.invitations.maxUses', defaultMessage: 'Número máximo de usos (1-100)' },
  create: { id: 'admin.invitations.create', defaultMessage: 'Crear código' },
  creating: { id: 'admin.invitations.creating', defaultMessage: 'Creando...' },
  created: { id: 'admin.invitations.created', defaultMessage: 'Código de invitación creado' },
  createFailed: { id: 'admin.invitations.createFailed', defaultMessage: 'Error al crear código de invitación' },
  listHeading: { id: 'admin.invitations.listHeading', defaultMessage: 'Códigos existentes' },
  empty: { id: 'admin.invitations.empty', defaultMessage: 'Todavía no hay códigos de invitación.' },
  uses: { id: 'admin.invitations.uses', defaultMessage: 'Usos' },
  expires: { id: 'admin.invitations.expires', defaultMessage: 'Expira' },
  never: { id: 'admin.invitations.never', defaultMessage: 'Nunca' },
  status: { id: 'admin.invitations.status', defaultMessage: 'Estado' },
  actions: { id: 'admin.invitations.actions', defaultMessage: 'Acciones' },
  available: { id: 'admin.invitations.status.available', defaultMessage: 'Disponible' },
  expired: { id: 'admin.invitations.status.expired', defaultMessage: 'Expirado' },
  usedUp: { id: 'admin.invitations.status.usedUp', defaultMessage: 'Usado' },
  disabled: { id: 'admin.invitations.status.disabled', defaultMessage: 'Desactivado' },
  disable: { id: 'admin.invitations.disable', defaultMessage: 'Desactivar' },
  disableTitle: { id: 'admin.invitations.disableTitle', defaultMessage: '¿Desactivar este código?' },
  cancel: { id: 'admin.invitations.cancel', defaultMessage: 'Cancelar' },
  disabledToast: { id: 'admin.invitations.disabledToast', defaultMessage: 'Código desactivado' },
  disableFailed: { id: 'admin.invitations.disableFailed', defaultMessage: 'Error al desactivar el código' },
  loadMore: { id: 'admin.invitations.loadMore', defaultMessage: 'Cargar más códigos' },
});

export const disableTextMessage = defineMessage<{ code: string }>({
  id: 'admin.invitations.disableText',
  defaultMessage: 'Nadie podrá registrarse con «{code}» a partir de ahora. No se puede deshacer.',
});

export const usesMessage = defineMessage<{ used: number; max: number }>({
  id: 'admin.invitations.usesValue',
  defaultMessage: '{used}/{max}',
});
