import { defineMessages } from 'react-intl';

export const subscriptionMessages = defineMessages({
  renewalsHeading: { id: 'admin.subscriptions.renewalsHeading', defaultMessage: 'Comprobación de renovaciones' },
  renewalsIntro: {
    id: 'admin.subscriptions.renewalsIntro',
    defaultMessage:
      'Pasa al Plan Gratis las suscripciones y pruebas cuyo periodo ha terminado y cuenta las que terminan en los próximos 3 días. Avisa por correo a esas personas, una vez a cada una.',
  },
  run: { id: 'admin.subscriptions.run', defaultMessage: 'Ejecutar comprobación' },
  running: { id: 'admin.subscriptions.running', defaultMessage: 'Comprobando...' },
  runFailed: { id: 'admin.subscriptions.runFailed', defaultMessage: 'Error al ejecutar tareas de suscripción' },
  done: { id: 'admin.subscriptions.done', defaultMessage: 'Comprobación completada' },
  renewalsChecked: { id: 'admin.subscriptions.renewalsChecked', defaultMessage: 'Terminan en 3 días' },
  deactivated: { id: 'admin.subscriptions.deactivated', defaultMessage: 'Desactivadas' },
  timestamp: { id: 'admin.subscriptions.timestamp', defaultMessage: 'Ejecutada' },
  scheduleHeading: { id: 'admin.subscriptions.scheduleHeading', defaultMessage: 'Programarla a diario' },
  scheduleHttp: {
    id: 'admin.subscriptions.scheduleHttp',
    defaultMessage:
      'Define la variable de entorno RENEWALS_TOKEN en el servidor y haz que un cron envíe cada día un POST autorizado con ese token:',
  },
  scheduleCli: {
    id: 'admin.subscriptions.scheduleCli',
    defaultMessage:
      'O ejecuta el script en el servidor (con PostgreSQL; con la base de datos integrada usa la petición HTTP, porque solo un proceso puede abrirla):',
  },
  listHeading: { id: 'admin.subscriptions.listHeading', defaultMessage: 'Suscripciones' },
  filter: { id: 'admin.subscriptions.filter', defaultMessage: 'Plan' },
  allPlans: { id: 'admin.subscriptions.allPlans', defaultMessage: 'Todos los planes' },
  user: { id: 'admin.subscriptions.user', defaultMessage: 'Usuario' },
  plan: { id: 'admin.subscriptions.plan', defaultMessage: 'Plan' },
  status: { id: 'admin.subscriptions.status', defaultMessage: 'Estado' },
  expires: { id: 'admin.subscriptions.expires', defaultMessage: 'Vence' },
  noExpiry: { id: 'admin.subscriptions.noExpiry', defaultMessage: '—' },
  pastDue: { id: 'admin.subscriptions.pastDue', defaultMessage: 'Terminada: la próxima comprobación la pasa a Gratis' },
  empty: { id: 'admin.subscriptions.empty', defaultMessage: 'No hay suscripciones de este plan.' },
  loadMore: { id: 'admin.subscriptions.loadMore', defaultMessage: 'Cargar más suscripciones' },
});

export const planLabels = defineMessages({
  free: { id: 'admin.subscriptions.plan.free', defaultMessage: 'Gratis' },
  basic: { id: 'admin.subscriptions.plan.basic', defaultMessage: 'Básico' },
  pro: { id: 'admin.subscriptions.plan.pro', defaultMessage: 'Pro' },
  enterprise: { id: 'admin.subscriptions.plan.enterprise', defaultMessage: 'Empresarial' },
});

export const statusLabels = defineMessages({
  active: { id: 'admin.subscriptions.status.active', defaultMessage: 'Activa' },
  trialing: { id: 'admin.subscriptions.status.trialing', defaultMessage: 'Prueba gratuita' },
  cancelled: { id: 'admin.subscriptions.status.cancelled', defaultMessage: 'Cancelada' },
  expired: { id: 'admin.subscriptions.status.expired', defaultMessage: 'Expirada' },
});

