import { BookmarkMultipleRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'myPrompts.title', defaultMessage: 'Mis Prompts' },
  subtitle: { id: 'myPrompts.subtitle', defaultMessage: 'Tus prompts guardados y los que has creado.' },
  emptyTitle: { id: 'myPrompts.soon.title', defaultMessage: 'Tus prompts están en camino' },
  emptyBody: {
    id: 'myPrompts.soon.body',
    defaultMessage: 'Muy pronto encontrarás aquí los prompts que guardes de la biblioteca y los que crees tú.',
  },
});

export function MyPromptsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <EmptyState icon={<BookmarkMultipleRegular />} title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </EmptyState>
    </>
  );
}
