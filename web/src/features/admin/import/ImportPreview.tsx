import { Badge, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ParsedImport } from '../../../../../shared/prompt-import';
import { importKeyText, importMessages, issuePlace, previewSummary, resultSummary } from './importMessages';

/** What the server answered, summed over the files imported. */
export interface ImportOutcome {
  count: number;
  created: number;
  updated: number;
  errors: { position: number; line?: number | null; title?: string | null; message: string; file?: string | null }[];
}

const shownItems = 5;
const shownIssues = 20;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px', overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
  badges: { marginLeft: '6px', display: 'inline-flex', gap: '4px' },
});

/**
 * The preview of a batch before sending: its format, count, first prompts and the errors found.
 * `note` says what only the server checks (the admin's: categories, and library prompts updated).
 */
export function ImportPreview({ preview, note }: { preview: ParsedImport; note?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  if (!preview.ok) {
    return (
      <Card className={styles.card} role="status">
        <Text weight="semibold">{intl.formatMessage(importMessages.previewTitle)}</Text>
        <Text className={styles.error}>{importKeyText(intl, preview.messageKey, preview.values)}</Text>
      </Card>
    );
  }
  return (
    <Card className={styles.card} role="status">
      <Text weight="semibold">{intl.formatMessage(importMessages.previewTitle)}</Text>
      <Text>{intl.formatMessage(previewSummary, { format: preview.format.toUpperCase(), count: preview.items.length, errors: preview.issues.length })}</Text>
      {preview.items.length > 0 && (
        <>
          <Text size={200} weight="semibold">{intl.formatMessage(importMessages.firstItems)}</Text>
          <ul className={styles.list}>
            {preview.items.slice(0, shownItems).map((item) => (
              <li key={item.position}>
                {item.title}
                <span className={styles.badges}>
                  <Badge appearance="tint" size="small">{item.category}</Badge>
                  <Badge appearance="outline" size="small">{item.language}</Badge>
                  {item.isPremium && <Badge appearance="filled" color="warning" size="small">{intl.formatMessage(importMessages.premium)}</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.issues.length > 0 && (
        <>
          <Text size={200} weight="semibold">{intl.formatMessage(importMessages.errorsHeading)}</Text>
          <ul className={styles.list}>
            {preview.issues.slice(0, shownIssues).map((issue) => (
              <li key={issue.position} className={styles.error}>
                {intl.formatMessage(issuePlace, { position: issue.position, line: issue.line ?? 'none' })}
                {issue.title ? ` «${issue.title}»` : ''}: {importKeyText(intl, issue.messageKey, issue.values)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Text size={200} className={styles.hint}>{note ?? intl.formatMessage(importMessages.categoryPending)}</Text>
    </Card>
  );
}

/** The server's answer: counts and every prompt it did not import. */
export function ImportResultPanel({ outcome }: { outcome: ImportOutcome }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Card className={styles.card} role="status" aria-live="polite">
      <Text weight="semibold">{intl.formatMessage(resultSummary, outcome)}</Text>
      {outcome.errors.length > 0 && (
        <>
          <Text size={200} weight="semibold">{intl.formatMessage(importMessages.resultErrorsHeading)}</Text>
          <ul className={styles.list}>
            {outcome.errors.slice(0, shownIssues * 5).map((error) => (
              <li key={`${error.file ?? ''}-${error.position}`} className={styles.error}>
                {error.file ? `${error.file} · ` : ''}
                {intl.formatMessage(issuePlace, { position: error.position, line: error.line ?? 'none' })}
                {error.title ? ` «${error.title}»` : ''}: {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
