import { SparkleRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'optimize.title', defaultMessage: 'Optimizador de Prompts' },
  subtitle: {
    id: 'optimize.subtitle',
    defaultMessage: 'Convierte una idea en un prompt claro, específico y con contexto.',
  },
  emptyTitle: { id: 'optimize.soon.title', defaultMessage: 'El optimizador está en camino' },
  emptyBody: {
    id: 'optimize.soon.body',
    defaultMessage: 'Muy pronto podrás escribir un prompt, elegir el tipo de tarea, el público y el tono, y recibir una versión mejorada con su análisis.',
  },
});

export function OptimizePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <EmptyState icon={<SparkleRegular />} title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </EmptyState>
    </>
  );
}
