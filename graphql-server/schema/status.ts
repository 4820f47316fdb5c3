import { builder } from '../builder.ts';
import { serviceStates, serviceStatus, statusServices, type ServiceStatus } from '../services/status.ts';

const StatusServiceEnum = builder.enumType('StatusService', { values: statusServices });
const ServiceStateEnum = builder.enumType('ServiceState', { values: serviceStates });

const ServiceCheck = builder.objectRef<ServiceStatus['services'][number]>('ServiceCheck').implement({
  fields: (t) => ({
    service: t.expose('service', { type: StatusServiceEnum }),
    status: t.expose('status', { type: ServiceStateEnum }),
  }),
});

const ServiceStatusRef = builder.objectRef<ServiceStatus>('ServiceStatus').implement({
  description: 'Live checks of this server, reused for a minute.',
  fields: (t) => ({
    overall: t.expose('overall', { type: ServiceStateEnum, description: "The worst of the services' states." }),
    services: t.expose('services', { type: [ServiceCheck] }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('serviceStatus', (t) =>
  t.field({
    type: ServiceStatusRef,
    description: "The six services of the footer's status dialog, checked against the database, the engine and the search index.",
    resolve: (_root, _args, context) => serviceStatus(context.engine),
  }),
);
