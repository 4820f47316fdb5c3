import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { detectImportFormat, parseImport } from '../../../../shared/prompt-import';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { ImportPreview, ImportResultPanel, type ImportOutcome } from '../admin/import/ImportPreview';
import { resultSummary } from '../admin/import/importMessages';
import type { ImportMyPromptsDialog_query$key } from './__generated__/ImportMyPromptsDialog_query.graphql';
import { skippedMessage, transferMessages } from './transferMessages';
import { useImportMyPromptsMutation } from './useImportMyPromptsMutation';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  file: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

/**
 * My Prompts › Importar: a file or pasted content, previewed by the parser the server runs (the
 * admin import's), then imported as the viewer's own prompts; the answer lists what was not imported.
 */
export function ImportMyPromptsDialog({
  query,
  open,
  onOpenChange,
}: {
  query: ImportMyPromptsDialog_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { categories } = useFragment(
    graphql`
      fragment ImportMyPromptsDialog_query on Query {
        categories {
          slug
          name
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [commit, isInFlight] = useImportMyPromptsMutation();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [defaultCategory, setDefaultCategory] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const content = file?.content ?? pasted;
  const preview = useMemo(
    () => (content.trim() === '' ? null : parseImport(content, { fileName: file?.name, defaultCategory: defaultCategory || null, defaultLanguage: intl.locale === 'en' ? 'en' : 'es' })),
    [content, file?.name, defaultCategory, intl.locale],
  );

  const chooseFile = async (chosen: File | undefined) => {
    setOutcome(null);
    setFailure(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text().catch(() => null);
    if (text === null) return notify.error(intl.formatMessage(transferMessages.readFailed), chosen.name);
    setFile({ name: chosen.name, content: text });
  };

  const submit = async () => {
    setOutcome(null);
    setFailure(null);
    const result = await commit({
      input: { content, format: detectImportFormat(content, file?.name), defaultCategory: defaultCategory || null },
    });
    if (!result.ok) return setFailure(result.failure.message);
    setOutcome({ ...result.data, errors: [...result.data.errors] });
    notify.success(intl.formatMessage(transferMessages.done), intl.formatMessage(resultSummary, result.data));
    void revalidator.revalidate();
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle>{intl.formatMessage(transferMessages.importHeading)}</DialogTitle>
        <DialogContent className={styles.content}>
          <p className={styles.intro}>{intl.formatMessage(transferMessages.importIntro)}</p>
          <div className={styles.file}>
            <input
              ref={input}
              className={styles.hidden}
              type="file"
              accept=".json,.csv,.md,.markdown,.txt"
              aria-label={intl.formatMessage(transferMessages.chooseFile)}
              onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
            />
            <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
              {intl.formatMessage(transferMessages.chooseFile)}
            </Button>
            <Text className={styles.hint}>{file?.name ?? intl.formatMessage(transferMessages.fileHint)}</Text>
          </div>
          {file ? null : (
            <Field label={intl.formatMessage(transferMessages.orPaste)}>
              <Textarea value={pasted} onChange={(_event, data) => setPasted(data.value)} resize="vertical" rows={6} />
            </Field>
          )}
          <Field label={intl.formatMessage(transferMessages.defaultCategory)}>
            <Select value={defaultCategory} onChange={(_event, data) => setDefaultCategory(data.value)}>
              <option value="">{intl.formatMessage(transferMessages.noDefaultCategory)}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </Select>
          </Field>
          {preview && <ImportPreview preview={preview} note={intl.formatMessage(transferMessages.previewNote)} />}
          {preview?.ok && preview.skipped > 0 && <Text className={styles.hint}>{intl.formatMessage(skippedMessage, { count: preview.skipped })}</Text>}
          {failure && (
            <MessageBar intent="error" layout="multiline" data-testid="import-failure">
              <MessageBarBody>
                <MessageBarTitle>{intl.formatMessage(transferMessages.failed)}</MessageBarTitle>
                {failure}
              </MessageBarBody>
            </MessageBar>
          )}
          {outcome && <ImportResultPanel outcome={outcome} />}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(transferMessages.close)}
          </Button>
          <Button appearance="primary" disabledFocusable={isInFlight || !preview?.ok || preview.items.length === 0} onClick={() => void submit()}>
            {intl.formatMessage(isInFlight ? transferMessages.importing : transferMessages.submit)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
