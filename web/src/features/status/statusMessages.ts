import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** The server's ServiceState and StatusService values (schema.graphql). */
export type ServiceState = 'operational' | 'degraded' | 'outage';
type StatusService = 'authentication' | 'optimizationEngine' | 'promptLibrary' | 'userManagement' | 'subscription' | 'search';

export const statusMessages = defineMessages({
  title: { id: 'status.title', defaultMessage: 'Estado de la API' },
  intro: { id: 'status.intro', defaultMessage: 'Comprobaciones en directo de este servidor: base de datos, motor de IA e índice de búsqueda.' },
  services: { id: 'status.services', defaultMessage: 'Servicios' },
  incidentsTitle: { id: 'status.incidents.title', defaultMessage: 'Historial de incidentes' },
  incidents: {
    id: 'status.incidents.body',
    defaultMessage: 'Este servidor no guarda un historial de incidentes: lo que ves arriba es el resultado de la última comprobación, que se repite como mucho una vez por minuto.',
  },
  loading: { id: 'status.loading', defaultMessage: 'Comprobando los servicios…' },
  failed: { id: 'status.failed', defaultMessage: 'No se pudo consultar el estado: el servidor no responde.' },
  close: { id: 'status.close', defaultMessage: 'Cerrar' },
});

export const checkedAtMessage = defineMessage<{ time: string }>({ id: 'status.checkedAt', defaultMessage: 'Última comprobación: {time} UTC' });

export const overallMessages = defineMessages({
  operational: { id: 'status.overall.operational', defaultMessage: 'Todos los sistemas funcionan' },
  degraded: { id: 'status.overall.degraded', defaultMessage: 'Algunos servicios funcionan con problemas' },
  outage: { id: 'status.overall.outage', defaultMessage: 'Hay servicios caídos' },
} satisfies Record<ServiceState, MessageDescriptor>);

export const stateMessages = defineMessages({
  operational: { id: 'status.state.operational', defaultMessage: 'Operativo' },
  degraded: { id: 'status.state.degraded', defaultMessage: 'Degradado' },
  outage: { id: 'status.state.outage', defaultMessage: 'Caído' },
} satisfies Record<ServiceState, MessageDescriptor>);

export const serviceMessages = defineMessages({
  authentication: { id: 'status.service.authentication', defaultMessage: 'Autenticación' },
  optimizationEngine: { id: 'status.service.optimizationEngine', defaultMessage: 'Motor de optimización de prompts' },
  promptLibrary: { id: 'status.service.promptLibrary', defaultMessage: 'Biblioteca de prompts' },
  userManagement: { id: 'status.service.userManagement', defaultMessage: 'Gestión de usuarios' },
  subscription: { id: 'status.service.subscription', defaultMessage: 'Suscripciones' },
  search: { id: 'status.service.search', defaultMessage: 'Búsqueda' },
} satisfies Record<StatusService, MessageDescriptor>);
