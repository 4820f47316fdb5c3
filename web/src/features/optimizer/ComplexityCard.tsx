import { Badge, Button, ProgressBar, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { complexityMessages, scoreMessage } from './optimizerMessages';
import { bandColour, scoreBand, type BandColour } from './scoreBand';
import { useAnalyzePromptComplexityMutation } from './useAnalyzePromptComplexityMutation';
import type { useAnalyzePromptComplexityMutation$data } from './__generated__/useAnalyzePromptComplexityMutation.graphql';

/** The analysis runs 1 s after the content is longer than 20 characters. */
export const ANALYSIS_DELAY_MS = 1000;
export const ANALYSIS_MIN_LENGTH = 20;

type Analysis = NonNullable<useAnalyzePromptComplexityMutation$data['analyzePromptComplexity']['data']>;

type State = { status: 'pending' } | { status: 'done'; analysis: Analysis } | { status: 'failed'; message: string };

const badgeColour: Record<BandColour, 'success' | 'warning' | 'danger'> = { green: 'success', amber: 'warning', red: 'danger' };
const barColour: Record<BandColour, 'success' | 'warning' | 'error'> = { green: 'success', amber: 'warning', red: 'error' };

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  scoreLine: { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  score: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, lineHeight: tokens.lineHeightBase600 },
  green: { color: tokens.colorStatusSuccessForeground1 },
  amber: { color: tokens.colorStatusWarningForeground1 },
  red: { color: tokens.colorStatusDangerForeground1 },
  text: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  listTitle: { margin: 0, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    paddingLeft: '18px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  // The prompt's own words that earned a point or conflict: set apart from the judgement around them.
  evidence: {
    padding: '0 3px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontStyle: 'italic',
    boxDecorationBreak: 'clone',
  },
  failed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '6px' },
  failedTitle: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorStatusDangerForeground1 },
});

/**
 * The complexity analysis of one prompt (docs/behaviour.md, The optimizer): it runs by itself 1 s after
 * the content is longer than 20 characters, then shows the 0-10 score with its band and colour,
 * the explanation, strengths, weaknesses and suggestions. A failure says so in the card, with a
 * retry (two cards analyse at once, and one toast would replace the other). An optimized prompt is
 * analysed with its `original`, so a rewrite that asks for something else is not called excellent.
 */
export function ComplexityCard({ content, original, label }: { content: string; original?: string; label: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [analyze] = useAnalyzePromptComplexityMutation();
  const [state, setState] = useState<State>({ status: 'pending' });
  const long = content.trim().length > ANALYSIS_MIN_LENGTH;

  const run = useEffectEvent(async (isCurrent: () => boolean) => {
    const result = await analyze({ input: { content, original } }, { toast: false });
    if (!isCurrent()) return;
    setState(result.ok ? { status: 'done', analysis: result.data } : { status: 'failed', message: result.failure.message });
  });

  // A retry runs at once; new content waits for the delay.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!long) return undefined;
    let current = true;
    const timer = setTimeout(() => void run(() => current), attempt === 0 ? ANALYSIS_DELAY_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, long, attempt]);

  return (
    <section className={styles.root} aria-label={label} aria-busy={long && state.status === 'pending'} data-testid="complexity-card">
      <h3 className={styles.heading}>{intl.formatMessage(complexityMessages.heading)}</h3>
      {!long ? (
        <p className={styles.text}>{intl.formatMessage(complexityMessages.tooShort)}</p>
      ) : state.status === 'pending' ? (
        <Spinner size="tiny" labelPosition="after" label={intl.formatMessage(complexityMessages.analyzing)} />
      ) : state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <span className={styles.failedTitle}>{intl.formatMessage(complexityMessages.failed)}</span>
          <p className={styles.text}>
            {intl.formatMessage(complexityMessages.failedText)} {state.message}
          </p>
          <Button size="small" onClick={() => {
              setState({ status: 'pending' });
              setAttempt((count) => count + 1);
            }}>
            {intl.formatMessage(complexityMessages.retry)}
          </Button>
        </div>
      ) : (
        <Result analysis={state.analysis} />
      )}
    </section>
  );
}

function Result({ analysis }: { analysis: Analysis }) {
  const intl = useIntl();
  const styles = useStyles();
  const band = scoreBand(analysis.score);
  const colour = bandColour(band);
  const lists = [
    { title: complexityMessages.strengths, items: analysis.strengths },
    { title: complexityMessages.weaknesses, items: analysis.weaknesses },
    { title: complexityMessages.suggestions, items: analysis.suggestions },
  ].filter((list) => list.items.length > 0);
  return (
    <>
      <div className={styles.scoreLine}>
        <span className={`${styles.score} ${styles[colour]}`} data-testid="complexity-score">
          {intl.formatMessage(scoreMessage, { score: intl.formatNumber(analysis.score, { maximumFractionDigits: 1 }) })}
        </span>
        <Badge appearance="tint" color={badgeColour[colour]} data-testid="complexity-band" data-colour={colour}>
          {intl.formatMessage(complexityMessages[band])}
        </Badge>
      </div>
      <ProgressBar value={analysis.score} max={10} color={barColour[colour]} thickness="large" aria-hidden="true" />
      {analysis.explanation ? <p className={styles.text}>{analysis.explanation}</p> : null}
      {lists.map((list) => (
        <div key={list.title.id}>
          <h4 className={styles.listTitle}>{intl.formatMessage(list.title)}</h4>
          <ul className={styles.list}>
            {list.items.map((item) => (
              <li key={item}>
                <EvidenceText text={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Typographic or straight double quotes around the prompt's own words. */
const quotation = /(“[^”]*”|"[^"\n]+")/;

/** A strength, weakness or suggestion with its quotations of the prompt highlighted. */
function EvidenceText({ text }: { text: string }) {
  const styles = useStyles();
  return text.split(quotation).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.evidence} data-testid="complexity-evidence">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
