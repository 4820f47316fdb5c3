import { SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { myPromptsMessages, noMatchesMessage } from './myPromptsMessages';

/** When the search box hides every loaded prompt of a tab. */
export function NoSearchMatches({ query }: { query: string }) {
  const intl = useIntl();
  return (
    <EmptyState icon={<SearchRegular />} title={intl.formatMessage(noMatchesMessage, { query: query.trim() })}>
      {intl.formatMessage(myPromptsMessages.noMatchesText)}
    </EmptyState>
  );
}
