import { LibraryRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'prompts.title', defaultMessage: 'Biblioteca de Prompts' },
  subtitle: { id: 'prompts.subtitle', defaultMessage: 'Prompts listos para usar, organizados por categoría.' },
  emptyTitle: { id: 'prompts.soon.title', defaultMessage: 'La biblioteca está en camino' },
  emptyBody: {
    id: 'prompts.soon.body',
    defaultMessage: 'Muy pronto podrás explorar, buscar y guardar prompts de todas las categorías desde aquí.',
  },
});

export function PromptsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <EmptyState icon={<LibraryRegular />} title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </EmptyState>
    </>
  );
}
