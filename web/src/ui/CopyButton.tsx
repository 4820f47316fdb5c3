import { Button, type ButtonProps } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNotify } from '../notify/useNotify';
import { uiMessages } from './uiMessages';
import { useCopyToClipboard } from './useCopyToClipboard';

/** Copies `text`; the label (`label`, else 'Copiar') reads 'Copiado' for 2 seconds afterwards. */
export function CopyButton({
  text,
  label,
  appearance,
  size,
  className,
}: {
  text: string;
  label?: string;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      appearance={appearance}
      size={size}
      className={className}
      icon={copied ? <CheckmarkRegular /> : <CopyRegular />}
      onClick={async () => {
        if (!(await copy(text))) notify.error(intl.formatMessage(uiMessages.copyFailed));
      }}
    >
      <span aria-live="polite">{copied ? intl.formatMessage(uiMessages.copied) : (label ?? intl.formatMessage(uiMessages.copy))}</span>
    </Button>
  );
}
