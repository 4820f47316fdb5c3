import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Disposable } from 'relay-runtime';
import { useNotify } from '../notify/useNotify';
import { uiMessages } from './uiMessages';

type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;

/** `loadNext` of a pagination fragment with the page size bound and failures shown as a toast. */
export function useLoadMore(loadNext: LoadNext, pageSize: number) {
  const intl = useIntl();
  const notify = useNotify();
  return useCallback(() => {
    loadNext(pageSize, {
      onComplete: (error) => {
        if (error) notify.error(intl.formatMessage(uiMessages.loadMoreFailed), error.message);
      },
    });
  }, [intl, loadNext, notify, pageSize]);
}
