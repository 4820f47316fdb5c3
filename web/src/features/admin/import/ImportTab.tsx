import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, Select, Tab, TabList, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import type { Language } from '../../../../../shared/languages';
import { detectImportFormat, parseImport, type ParsedImport } from '../../../../../shared/prompt-import';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import type { ImportTabQuery } from './__generated__/ImportTabQuery.graphql';
import { ImportPreview, ImportResultPanel, type ImportOutcome } from './ImportPreview';
import { importAll, importMessages, resultSummary } from './importMessages';
import { useImportPromptsMutation } from './useImportPromptsMutation';

const query = graphql`
  query ImportTabQuery {
    categories {
      slug
      name
    }
  }
`;

/** A chosen file: its text, or null when it could not be read. */
interface LoadedFile {
  name: string;
  content: string | null;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '960px' },
  options: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: '12px' },
  files: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

/**
 * The bulk import ('Importación de Prompts'): files or pasted content, a preview from the same
 * parser the server runs, then one import per file, one after another, with the counts summed.
 */
export default function ImportTab() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { categories } = useLazyLoadQuery<ImportTabQuery>(query, {});
  const [commit, isInFlight] = useImportPromptsMutation();
  const [mode, setMode] = useState<'files' | 'paste'>('files');
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [current, setCurrent] = useState(0);
  const [pasted, setPasted] = useState('');
  const [defaultCategory, setDefaultCategory] = useState('');
  const [defaultLanguage, setDefaultLanguage] = useState<Language>('es');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // Why the last import stopped, kept on the page: the toast closes after 5 s, and a message such
  // as "stopped at prompt 201, the 200 before it were written" must stay readable.
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const options = { defaultCategory: defaultCategory || null, defaultLanguage };

  const currentFile = mode === 'files' ? files[current] : undefined;
  const previewText = mode === 'paste' ? pasted : (currentFile?.content ?? '');
  const preview: ParsedImport | null = useMemo(
    () => (previewText.trim() === '' ? null : parseImport(previewText, { ...options, fileName: currentFile?.name })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options is rebuilt each render from these two
    [previewText, currentFile?.name, defaultCategory, defaultLanguage],
  );

  const chooseFiles = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const loaded = await Promise.all(chosen.map(async (file) => ({ name: file.name, content: await file.text().catch(() => null) })));
    for (const file of loaded.filter((candidate) => candidate.content === null)) {
      notify.error(intl.formatMessage(importMessages.readFailed), file.name);
    }
    setFiles(loaded);
    setCurrent(0);
    setOutcome(null);
  };

  const fail = (description: string) => notify.error(intl.formatMessage(importMessages.importError), description);

  /** Sends one batch; null when it failed (the toast is already shown). */
  const send = async (content: string, fileName?: string) => {
    // The file name tells the format better than the content (a .txt file may start with '#').
    const format = detectImportFormat(content, fileName);
    const result = await commit({ input: { content, defaultCategory: options.defaultCategory, defaultLanguage, format } });
    if (result.ok) return result.data;
    setFailure(fileName && files.length > 1 ? `${fileName}: ${result.failure.message}` : result.failure.message);
    return null;
  };

  /** A new import replaces what the page says about the previous one. */
  const startImport = () => {
    setOutcome(null);
    setFailure(null);
  };

  const importFiles = async (which: LoadedFile[]) => {
    const sum: ImportOutcome = { count: 0, created: 0, updated: 0, errors: [] };
    let imported = 0;
    for (const file of which) {
      if (file.content === null) {
        fail(`${file.name}: ${intl.formatMessage(importMessages.readFailed)}`);
        continue;
      }
      const data = await send(file.content, file.name);
      if (!data) break;
      imported += 1;
      sum.count += data.count;
      sum.created += data.created;
      sum.updated += data.updated;
      sum.errors.push(...data.errors.map((error) => ({ ...error, file: which.length > 1 ? file.name : null })));
    }
    return imported > 0 ? sum : null;
  };

  const finish = (result: ImportOutcome | null) => {
    if (!result) return;
    setOutcome(result);
    notify.success(intl.formatMessage(importMessages.done), intl.formatMessage(resultSummary, result));
  };

  const importCurrent = async () => {
    startImport();
    if (mode === 'paste') {
      if (pasted.trim() === '') return fail(intl.formatMessage(importMessages.emptyContent));
      const data = await send(pasted);
      return finish(data && { ...data, errors: data.errors.map((error) => ({ ...error, file: null })) });
    }
    if (!currentFile) return fail(intl.formatMessage(importMessages.noFiles));
    if (currentFile.content?.trim() === '') return fail(intl.formatMessage(importMessages.emptyContent));
    const result = await importFiles([currentFile]);
    finish(result);
    // A single-file import moves on to the next selected file after success.
    if (result && current < files.length - 1) setCurrent(current + 1);
  };

  const importEvery = async () => {
    startImport();
    if (files.length === 0) return fail(intl.formatMessage(importMessages.noFiles));
    finish(await importFiles(files));
  };

  return (
    <div className={styles.root}>
      <TabList
        aria-label={intl.formatMessage(importMessages.modeLabel)}
        selectedValue={mode}
        onTabSelect={(_event, data) => setMode(data.value as 'files' | 'paste')}
        size="small"
      >
        <Tab value="files">{intl.formatMessage(importMessages.modeFiles)}</Tab>
        <Tab value="paste">{intl.formatMessage(importMessages.modePaste)}</Tab>
      </TabList>

      {mode === 'files' ? (
        <div>
          <div className={styles.files}>
            <input
              ref={input}
              className={styles.hidden}
              type="file"
              multiple
              accept=".md,.markdown,.txt,.json,.csv"
              aria-label={intl.formatMessage(importMessages.chooseFiles)}
              onChange={(event) => void chooseFiles(event.currentTarget.files)}
            />
            <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
              {intl.formatMessage(importMessages.chooseFiles)}
            </Button>
            {files.length === 0 && <Text className={styles.hint}>{intl.formatMessage(importMessages.noFilesYet)}</Text>}
            {files.map((file, index) => (
              <Button
                key={`${file.name}-${index}`}
                size="small"
                appearance={index === current ? 'primary' : 'secondary'}
                icon={<DocumentRegular />}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                {file.content === null ? `${file.name} (${intl.formatMessage(importMessages.unreadable)})` : file.name}
              </Button>
            ))}
          </div>
          <Text size={200} className={styles.hint}>
            {intl.formatMessage(importMessages.filesHint)}
          </Text>
        </div>
      ) : (
        <Field label={intl.formatMessage(importMessages.pasteLabel)}>
          <Textarea
            value={pasted}
            onChange={(_event, data) => setPasted(data.value)}
            placeholder={intl.formatMessage(importMessages.pastePlaceholder)}
            resize="vertical"
            rows={10}
          />
        </Field>
      )}

      <div className={styles.options}>
        <Field label={intl.formatMessage(importMessages.defaultCategory)}>
          <Select value={defaultCategory} onChange={(_event, data) => setDefaultCategory(data.value)}>
            <option value="">{intl.formatMessage(importMessages.noDefaultCategory)}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(importMessages.defaultLanguage)}>
          <Select value={defaultLanguage} onChange={(_event, data) => setDefaultLanguage(data.value as Language)}>
            <option value="es">{intl.formatMessage(importMessages.spanish)}</option>
            <option value="en">{intl.formatMessage(importMessages.english)}</option>
          </Select>
        </Field>
      </div>

      {preview && <ImportPreview preview={preview} />}

      <div className={styles.actions}>
        <Button appearance="primary" disabledFocusable={isInFlight} onClick={() => void importCurrent()}>
          {intl.formatMessage(
            isInFlight ? importMessages.importing : mode === 'paste' ? importMessages.importPasted : importMessages.importCurrentFile,
          )}
        </Button>
        {mode === 'files' && files.length > 1 && (
          <Button disabledFocusable={isInFlight} onClick={() => void importEvery()}>
            {intl.formatMessage(importAll, { count: files.length })}
          </Button>
        )}
      </div>

      {failure && (
        <MessageBar intent="error" layout="multiline" data-testid="import-failure">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(importMessages.importFailed)}</MessageBarTitle>
            {failure}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome && <ImportResultPanel outcome={outcome} />}
    </div>
  );
}
