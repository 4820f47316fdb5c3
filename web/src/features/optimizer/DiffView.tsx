import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { optimizerMessages } from './optimizerMessages';
import { wordDiff } from './wordDiff';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px' },
  legend: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px', fontSize: tokens.fontSizeBase200 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
  text: {
    margin: 0,
    padding: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
  added: {
    textDecorationLine: 'none',
    color: tokens.colorPaletteGreenForeground2,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    borderRadius: tokens.borderRadiusSmall,
  },
  removed: {
    textDecorationLine: 'line-through',
    color: tokens.colorPaletteRedForeground2,
    backgroundColor: tokens.colorPaletteRedBackground1,
    borderRadius: tokens.borderRadiusSmall,
  },
});

/**
 * Two texts as one: added words highlighted, removed ones struck through. The hint says what is
 * compared (by default, the original and the optimized prompt).
 */
export function DiffView({ before, after, hint }: { before: string; after: string; hint?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <div className={styles.root}>
      <div className={styles.legend}>
        <p className={styles.hint}>{hint ?? intl.formatMessage(optimizerMessages.diffHint)}</p>
        <ins className={styles.added}>{intl.formatMessage(optimizerMessages.added)}</ins>
        <del className={styles.removed}>{intl.formatMessage(optimizerMessages.removed)}</del>
      </div>
      <p className={styles.text} data-testid="prompt-diff">
        {parts.map((part, index) =>
          part.kind === 'added' ? (
            <ins key={index} className={styles.added}>
              {part.text}
            </ins>
          ) : part.kind === 'removed' ? (
            <del key={index} className={styles.removed}>
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
