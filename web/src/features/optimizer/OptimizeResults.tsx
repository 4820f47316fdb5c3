import { Badge, Spinner, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BotRegular, WrenchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CopyButton } from '../../ui/CopyButton';
import { UsePromptButton } from '../fill-in/UsePromptButton';
import { BasedOnLink, engineLabel } from './AnswerSource';
import { ComplexityCard } from './ComplexityCard';
import { DiffView } from './DiffView';
import { engineAnsweredMessage, optimizerMessages } from './optimizerMessages';
import type { OptimizeRun } from './optimizeStream';
import { SaveOptimizedButton, type SaveCategory } from './SaveOptimizedButton';
import type { OptimizeResult } from './useOptimizeStream';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '20px', marginTop: '28px', scrollMarginTop: '72px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '20px',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    padding: '20px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    '@media (max-width: 520px)': { padding: '14px' },
  },
  cardHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  cardTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  prompt: {
    margin: 0,
    padding: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    // The whole prompt shows: a box of fixed height cut long prompts with no sign there was more
    // (overlay scrollbars are invisible until scrolled).
  },
  hidden: { display: 'none' },
  improved: { backgroundColor: tokens.colorBrandBackground2 },
  text: { margin: 0, color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '6px', overflowWrap: 'anywhere' },
});

type View = 'sideBySide' | 'diff';

const bulletPattern = /^\s*[-*•]\s+/;

/**
 * The engines write the explanation as "- " lines: its items, for a real list. Lines without a
 * bullet continue the item above; text with no bullet at all stays one paragraph (undefined).
 */
export function explanationItems(explanation: string): string[] | undefined {
  const lines = explanation.split('\n').filter((line) => line.trim() !== '');
  if (!lines.some((line) => bulletPattern.test(line))) return undefined;
  const items: string[] = [];
  for (const line of lines) {
    if (bulletPattern.test(line) || items.length === 0) items.push(line.replace(bulletPattern, '').trim());
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/**
 * The run's results: original and optimized side by side, each with its
 * complexity card, or the word diff of the two; Copiar and Guardar on the optimized side; the
 * explanation, the suggestions, which engine answered (the model's name, or the built-in engine)
 * and the library prompt it drew on. While the engine writes, the optimized side grows with it.
 */
export function OptimizeResults({
  run,
  categories,
}: {
  run: Extract<OptimizeRun<OptimizeResult>, { status: 'streaming' | 'done' }>;
  categories: readonly SaveCategory[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [view, setView] = useState<View>('sideBySide');
  // A run's results come into view when it starts (below the form, off screen on a phone); focus stays put.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  const result = run.status === 'done' ? run.result : null;
  // The submit button is disabled while the engine writes, so keyboard focus falls to the page:
  // give it to the optimized prompt's heading once the result is there (Tab then reaches Copiar).
  const optimizedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result && (!document.activeElement || document.activeElement === document.body)) optimizedHeading.current?.focus({ preventScroll: true });
  }, [result]);
  const improved = result ? result.improvedPrompt : run.status === 'streaming' ? run.soFar : '';
  const shownView: View = result ? view : 'sideBySide';
  const explanationList = result ? explanationItems(result.explanation) : undefined;
  const engine = result && engineLabel(intl, result.engine, result.model);
  // Saving defaults to the category of the library prompt the result drew on, else the first one.
  const referenceCategory = result?.basedOn?.categories.find((category) => categories.some((option) => option.id === category.id));
  const defaultCategoryId = referenceCategory?.id ?? categories[0]?.id ?? null;

  return (
    <section ref={root} className={styles.root} aria-label={intl.formatMessage(optimizerMessages.optimized)}>
      <div className={styles.toolbar}>
        <TabList
          selectedValue={shownView}
          onTabSelect={(_, data) => setView(data.value as View)}
          aria-label={intl.formatMessage(optimizerMessages.view)}
        >
          <Tab value="sideBySide">{intl.formatMessage(optimizerMessages.viewSideBySide)}</Tab>
          <Tab value="diff" disabled={!result}>
            {intl.formatMessage(optimizerMessages.viewDiff)}
          </Tab>
        </TabList>
        {engine ? (
          <Badge appearance="tint" color="brand" size="large" icon={result.engine === 'local' ? <WrenchRegular /> : <BotRegular />} data-testid="engine">
            {intl.formatMessage(engineAnsweredMessage, { engine })}
          </Badge>
        ) : null}
      </div>

      {shownView === 'diff' && result ? (
        <div className={styles.card}>
          <DiffView before={run.original} after={result.improvedPrompt} />
        </div>
      ) : null}
      {/* Hidden, not unmounted, in the diff view: the complexity cards keep their analyses. */}
      <div className={mergeClasses(styles.columns, shownView === 'diff' && styles.hidden)}>
          <div className={styles.card} data-testid="original-result">
            <h2 className={styles.cardTitle}>{intl.formatMessage(optimizerMessages.original)}</h2>
            <p className={styles.prompt}>{run.original}</p>
            {result ? <ComplexityCard key={run.original} content={run.original} label={intl.formatMessage(optimizerMessages.original)} /> : null}
          </div>
          <div className={styles.card} data-testid="optimized-result" aria-busy={!result}>
            <div className={styles.cardHeader}>
              <h2 ref={optimizedHeading} tabIndex={-1} className={styles.cardTitle}>
                {intl.formatMessage(optimizerMessages.optimized)}
              </h2>
              {result ? (
                <div className={styles.actions}>
                  <CopyButton text={result.improvedPrompt} />
                  <UsePromptButton content={result.improvedPrompt} />
                  {defaultCategoryId ? (
                    <SaveOptimizedButton
                      key={result.improvedPrompt}
                      original={run.original}
                      improved={result.improvedPrompt}
                      categories={categories}
                      defaultCategoryId={defaultCategoryId}
                    />
                  ) : null}
                </div>
              ) : (
                <Spinner size="tiny" labelPosition="after" label={intl.formatMessage(optimizerMessages.writing)} />
              )}
            </div>
            <p className={`${styles.prompt} ${styles.improved}`} data-testid="improved-prompt">
              {improved}
            </p>
            {result?.basedOn ? <BasedOnLink prompt={result.basedOn} /> : null}
            {result ? (
              <ComplexityCard key={result.improvedPrompt} content={result.improvedPrompt} original={run.original} label={intl.formatMessage(optimizerMessages.optimized)} />
            ) : null}
          </div>
      </div>

      {result ? (
        <div className={styles.columns}>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>{intl.formatMessage(optimizerMessages.explanation)}</h2>
            {explanationList ? (
              <ul className={styles.list} data-testid="explanation">
                {explanationList.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.text} data-testid="explanation">
                {result.explanation}
              </p>
            )}
          </div>
          {result.suggestions.length > 0 ? (
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage(optimizerMessages.suggestions)}</h2>
              <ul className={styles.list} data-testid="suggestions">
                {result.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
