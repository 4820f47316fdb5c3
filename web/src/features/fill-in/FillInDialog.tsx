import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fill, promptVariables } from '../../../../shared/prompt-variables';
import { AppDialog } from '../../ui/AppDialog';
import { CopyButton } from '../../ui/CopyButton';
import { useNotify } from '../../notify/useNotify';
import { uiMessages } from '../../ui/uiMessages';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { rememberFillIn, rememberedFillIn } from './fillInStore';
import { fillInMessages, fillInTitle } from './fillInMessages';

/** Assistants that take a prompt in their address; the filled prompt goes in `q`. */
const assistants = [
  { base: 'https://chatgpt.com/', message: fillInMessages.openChatGpt },
  { base: 'https://claude.ai/new', message: fillInMessages.openClaude },
] as const;

/**
 * Gemini's web app reads no prompt from its address (no `q` or similar parameter, as of 2026;
 * docs/behaviour.md): the link copies the filled prompt, then opens Gemini to paste it.
 */
const GEMINI_URL = 'https://gemini.google.com/app';

export function assistantUrl(base: string, prompt: string): string {
  const url = new URL(base);
  url.searchParams.set('q', prompt);
  return url.toString();
}

const useStyles = makeStyles({
  title: { overflowWrap: 'anywhere' },
  intro: { margin: '0 0 12px', color: tokens.colorNeutralForeground3 },
  fields: { display: 'grid', gap: '12px', marginBottom: '16px' },
  previewLabel: { margin: '0 0 6px', fontWeight: tokens.fontWeightSemibold },
  preview: {
    margin: 0,
    maxHeight: 'min(40vh, 360px)',
    overflowY: 'auto',
    padding: '12px',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { flexWrap: 'wrap', justifyContent: 'flex-end' },
});

/**
 * "Usar": one field per variable of the prompt (a select for a choice, defaults prefilled), a live
 * preview of the filled prompt, Copy, and the assistants that take it in their address. With a
 * `storageKey`, what was typed is remembered for that prompt on this device (fillInStore).
 */
export function FillInDialog({
  content,
  title,
  storageKey,
  open,
  onOpenChange,
}: {
  content: string;
  title?: string;
  storageKey?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const variables = useMemo(() => promptVariables(content), [content]);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const remembered = storageKey ? rememberedFillIn(storageKey) : undefined;
    return Object.fromEntries(
      variables.map(({ name, defaultValue, options }) => {
        const value = remembered?.[name];
        const usable = value !== undefined && (!options || options.includes(value));
        return [name, usable ? value : defaultValue];
      }),
    );
  });
  const filled = fill(content, values);
  const notify = useNotify();
  const { copy } = useCopyToClipboard();
  // The link opens Gemini by itself (a click on a link is never a blocked pop-up); the copy runs alongside.
  const copyForGemini = async () => {
    if (await copy(filled)) notify.success(intl.formatMessage(fillInMessages.copiedForGemini));
    else notify.error(intl.formatMessage(uiMessages.copyFailed));
  };
  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (storageKey) rememberFillIn(storageKey, next);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle className={styles.title}>
          {title ? intl.formatMessage(fillInTitle, { title }) : intl.formatMessage(fillInMessages.untitled)}
        </DialogTitle>
        <DialogContent>
          <p className={styles.intro}>{intl.formatMessage(fillInMessages.intro)}</p>
          <div className={styles.fields}>
            {variables.map(({ name, options }) => (
              <Field key={name} label={name}>
                {options ? (
                  <Select value={values[name]} onChange={(_, data) => change(name, data.value)}>
                    {options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input value={values[name]} onChange={(_, data) => change(name, data.value)} />
                )}
              </Field>
            ))}
          </div>
          <p className={styles.previewLabel} id="fill-in-preview-label">
            {intl.formatMessage(fillInMessages.preview)}
          </p>
          <pre className={styles.preview} aria-labelledby="fill-in-preview-label" data-testid="fill-in-preview" tabIndex={0}>
            {filled}
          </pre>
        </DialogContent>
        <DialogActions className={styles.actions}>
          <CopyButton text={filled} appearance="primary" label={intl.formatMessage(fillInMessages.copy)} />
          {assistants.map(({ base, message }) => (
            <Button
              key={base}
              as="a"
              appearance="secondary"
              icon={<OpenRegular />}
              href={assistantUrl(base, filled)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${intl.formatMessage(message)} ${intl.formatMessage(fillInMessages.newTab)}`}
            >
              {intl.formatMessage(message)}
            </Button>
          ))}
          <Button
            as="a"
            appearance="secondary"
            icon={<OpenRegular />}
            href={GEMINI_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${intl.formatMessage(fillInMessages.copyOpenGemini)} ${intl.formatMessage(fillInMessages.newTab)}`}
            onClick={() => void copyForGemini()}
          >
            {intl.formatMessage(fillInMessages.copyOpenGemini)}
          </Button>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(fillInMessages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
