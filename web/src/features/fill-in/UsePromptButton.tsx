import { Button, type ButtonProps } from '@fluentui/react-components';
import { FormRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { promptVariables } from '../../../../shared/prompt-variables';
import { fillInMessages } from './fillInMessages';

// Loaded on the first 'Usar': the pages that show prompts stay without the form.
const FillInDialog = lazy(async () => ({ default: (await import('./FillInDialog')).FillInDialog }));

/**
 * 'Usar' on a prompt with fill-in variables (shared/prompt-variables.ts); nothing for one without.
 * `storageKey` (the prompt's id) lets the dialog remember what was typed for it.
 */
export function UsePromptButton({
  content,
  title,
  storageKey,
  appearance,
  size,
}: {
  content: string;
  title?: string;
  storageKey?: string;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
}) {
  const intl = useIntl();
  const hasVariables = useMemo(() => promptVariables(content).length > 0, [content]);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can fade out and reopening keeps what was typed.
  const [mounted, setMounted] = useState(false);
  if (!hasVariables) return null;
  return (
    <>
      <Button
        appearance={appearance}
        size={size}
        icon={<FormRegular />}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(fillInMessages.use)}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <FillInDialog key={content} content={content} title={title} storageKey={storageKey} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
