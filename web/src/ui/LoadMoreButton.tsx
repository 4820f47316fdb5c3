import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { uiMessages } from './uiMessages';

const useStyles = makeStyles({
  more: { display: 'flex', justifyContent: 'center', marginTop: '24px' },
});

/** 'Cargar más prompts' (or `label`), reading 'Cargando...' while the next page loads; hidden when there is none. */
export function LoadMoreButton({
  hasNext,
  isLoading,
  onLoadMore,
  label,
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  if (!hasNext) return null;
  return (
    <div className={styles.more}>
      <Button
        appearance="secondary"
        size="large"
        disabledFocusable={isLoading}
        icon={isLoading ? <Spinner size="tiny" /> : undefined}
        onClick={onLoadMore}
        data-testid="load-more"
      >
        {isLoading ? intl.formatMessage(uiMessages.loadingMore) : (label ?? intl.formatMessage(uiMessages.loadMore))}
      </Button>
    </div>
  );
}
