import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  makeStyles,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FluentRoot } from '../theme/FluentRoot';
import { SWIPE_THRESHOLD_PX, TOAST_TIMEOUT_MS } from './toastConstants';
import type { Notice } from './useNotify';

const messages = defineMessages({
  dismiss: { id: 'toast.dismiss', defaultMessage: 'Cerrar notificación' },
});

const useStyles = makeStyles({
  toast: { touchAction: 'pan-y', userSelect: 'none', maxWidth: 'min(420px, calc(100vw - 32px))' },
  body: { overflowWrap: 'anywhere' },
});

interface SwipeableToastProps {
  notice: Notice;
  onDismiss: () => void;
}

function SwipeableToast({ notice, onDismiss }: SwipeableToastProps) {
  const intl = useIntl();
  const styles = useStyles();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <Toast
      className={styles.toast}
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
    >
      <ToastTitle
        action={
          <Button
            appearance="transparent"
            size="small"
            icon={<DismissRegular />}
            aria-label={intl.formatMessage(messages.dismiss)}
            onClick={onDismiss}
          />
        }
      >
        {notice.title}
      </ToastTitle>
      {notice.description ? <ToastBody className={styles.body}>{notice.description}</ToastBody> : null}
    </Toast>
  );
}

let counter = 0;

/**
 * The Fluent toaster. Loaded the first time something is notified (it is not needed before), then
 * it hands its `show` function to NotifyProvider.
 */
export default function ToastHost({ onReady }: { onReady: (show: (notice: Notice) => void) => void }) {
  const toasterId = useId('toaster');
  const { dispatchToast, dismissToast, dismissAllToasts } = useToastController(toasterId);

  useEffect(() => {
    onReady((notice) => {
      counter += 1;
      const toastId = `notice-${counter}`;
      // One toast at a time: a new one replaces the previous.
      dismissAllToasts();
      dispatchToast(<SwipeableToast notice={notice} onDismiss={() => dismissToast(toastId)} />, {
        toastId,
        intent: notice.intent,
        timeout: TOAST_TIMEOUT_MS,
        politeness: notice.intent === 'error' ? 'assertive' : 'polite',
      });
    });
  }, [onReady, dispatchToast, dismissToast, dismissAllToasts]);

  // Its own provider: the toaster sits above the routes, outside FluentShell's.
  return (
    <FluentRoot>
      <Toaster
        toasterId={toasterId}
        position="bottom-end"
        limit={1}
        timeout={TOAST_TIMEOUT_MS}
        pauseOnHover
        pauseOnWindowBlur
        shortcuts={{ focus: (event) => event.key === 'F8' }}
      />
    </FluentRoot>
  );
}
