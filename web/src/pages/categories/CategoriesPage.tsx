import { FolderRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'categories.title', defaultMessage: 'Mis Categorías' },
  subtitle: { id: 'categories.subtitle', defaultMessage: 'Organiza tus prompts guardados a tu manera.' },
  emptyTitle: { id: 'categories.soon.title', defaultMessage: 'Tus categorías están en camino' },
  emptyBody: {
    id: 'categories.soon.body',
    defaultMessage: 'Muy pronto podrás crear, renombrar y eliminar tus propias categorías desde aquí.',
  },
});

export function CategoriesPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <EmptyState icon={<FolderRegular />} title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </EmptyState>
    </>
  );
}
