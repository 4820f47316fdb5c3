import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { z } from 'zod/mini';
import { dialogTones, platforms, defaultDialogOptions, type DialogTone } from '../../../../shared/optimizer-options';
import { OPTIMIZER_PROMPT_MAX, optimizerPrompt } from '../../../../shared/rules';
import { SubmitButton } from '../../forms/SubmitButton';
import { useZodForm } from '../../forms/useZodForm';
import { useUpgradeDialog } from '../plans/upgradeDialogContext';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { CopyButton } from '../../ui/CopyButton';
import { BasedOnLink, engineLabel } from './AnswerSource';
import { useOptimizeDialogMutation } from './useOptimizeDialogMutation';
import type { OptimizeDialogQuery, OptimizationsPeriod } from './__generated__/OptimizeDialogQuery.graphql';
import type { EngineName } from './__generated__/useOptimizeDialogMutation.graphql';

const messages = defineMessages({
  title: { id: 'optimizeDialog.title', defaultMessage: 'Optimizar prompt' },
  platform: { id: 'optimizeDialog.platform', defaultMessage: 'Plataforma' },
  tone: { id: 'optimizeDialog.tone', defaultMessage: 'Tono del contenido' },
  prompt: { id: 'optimizeDialog.prompt', defaultMessage: 'Prompt' },
  unlimited: { id: 'optimizeDialog.unlimited', defaultMessage: 'Optimizaciones ilimitadas' },
  upgrade: { id: 'optimizeDialog.upgrade', defaultMessage: '(¡Mejora tu plan para tenerlas ilimitadas!)' },
  submit: { id: 'optimizeDialog.submit', defaultMessage: 'Optimizar' },
  submitting: { id: 'optimizeDialog.submitting', defaultMessage: 'Optimizando…' },
  result: { id: 'optimizeDialog.result', defaultMessage: 'Prompt optimizado' },
  copyResult: { id: 'optimizeDialog.copyResult', defaultMessage: 'Copiar texto optimizado' },
  close: { id: 'optimizeDialog.close', defaultMessage: 'Cerrar' },
});

/** What the dialog shows of a result: the prompt, who answered and the library prompt it drew on. */
interface DialogResult {
  improvedPrompt: string;
  engine: EngineName;
  model?: string | null;
  basedOn?: { id: string; title: string } | null;
}

const optimizedByMessage = defineMessage<{ engine: string }>({ id: 'optimizeDialog.engine', defaultMessage: 'Optimizado por: {engine}' });

const leftThisMonth = defineMessage<{ count: number }>({
  id: 'optimizeDialog.leftThisMonth',
  defaultMessage: '{count, plural, one {Te queda # optimización este mes} other {Te quedan # optimizaciones este mes}}',
});
const leftToday = defineMessage<{ count: number }>({
  id: 'optimizeDialog.leftToday',
  defaultMessage: '{count, plural, one {Te queda # optimización hoy} other {Te quedan # optimizaciones hoy}}',
});

const toneLabels: Record<DialogTone, MessageDescriptor> = defineMessages({
  Casual: { id: 'optimizeDialog.tone.casual', defaultMessage: 'Casual' },
  Professional: { id: 'optimizeDialog.tone.professional', defaultMessage: 'Profesional' },
  Humorous: { id: 'optimizeDialog.tone.humorous', defaultMessage: 'Humorístico' },
  Inspirational: { id: 'optimizeDialog.tone.inspirational', defaultMessage: 'Inspirador' },
  Educational: { id: 'optimizeDialog.tone.educational', defaultMessage: 'Educativo' },
});

const query = graphql`
  query OptimizeDialogQuery {
    viewer {
      subscription {
        optimizationsLeft
      }
      plan {
        optimizationsPeriod
      }
    }
  }
`;

const schema = z.object({ originalContent: optimizerPrompt, platform: z.enum(platforms), tone: z.enum(dialogTones) });

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px' },
  selects: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px', '@media (max-width: 480px)': { gridTemplateColumns: '1fr' } },
  credits: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  upgrade: {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  result: { display: 'flex', flexDirection: 'column', gap: '8px' },
  resultTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  resultText: {
    margin: 0,
    maxHeight: 'min(40vh, 360px)',
    overflowY: 'auto',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  engine: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * The optimize dialog opened from a prompt card: platform and tone, the prompt (prefilled with
 * the card's content), the credits left, and the optimized text with a copy button once done.
 * Loaded on demand: most visitors of the library never open it.
 */
export function OptimizeDialog({ content, open, onOpenChange }: { content: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  // A fresh form (and a fresh read of the credits) every time the dialog opens.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <OptimizeForm key={openings} content={content} onClose={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function OptimizeForm({ content, onClose }: { content: string; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  // Credits may have been spent elsewhere: show the stored figure at once and refresh it; a failed
  // run refreshes it again (e.g. the limit was reached in another tab).
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<OptimizeDialogQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const [optimize, isInFlight] = useOptimizeDialogMutation();
  const [result, setResult] = useState<DialogResult | null>(null);
  const form = useZodForm(schema, { originalContent: content, platform: defaultDialogOptions.platform, tone: defaultDialogOptions.tone });
  const left = viewer?.subscription.optimizationsLeft ?? null;

  const submit = form.handleSubmit(async ({ originalContent, platform, tone }) => {
    const outcome = await optimize({ input: { originalContent, dialogOptions: { platform, tone } } });
    if (!outcome.ok) {
      form.showFailure(outcome.failure);
      setFetchKey((key) => key + 1);
      return;
    }
    setResult(outcome.data);
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent className={styles.content}>
          <div className={styles.selects}>
            <Field label={intl.formatMessage(messages.platform)}>
              <Select {...form.bind('platform')}>
                {platforms.map((platform) => (
                  <option key={platform} value={platform}>
                    {platform}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={intl.formatMessage(messages.tone)}>
              <Select {...form.bind('tone')}>
                {dialogTones.map((tone) => (
                  <option key={tone} value={tone}>
                    {intl.formatMessage(toneLabels[tone])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field
            label={intl.formatMessage(messages.prompt)}
            required
            hint={form.lengthHint('originalContent', OPTIMIZER_PROMPT_MAX)}
            {...form.field('originalContent')}
          >
            <Textarea rows={8} resize="vertical" maxLength={OPTIMIZER_PROMPT_MAX} {...form.bind('originalContent')} />
          </Field>
          <CreditsLine left={left} period={viewer?.plan.optimizationsPeriod ?? null} onUpgrade={onClose} />
          {result ? (
            <section className={styles.result} aria-live="polite" data-testid="optimize-result">
              <h3 className={styles.resultTitle}>{intl.formatMessage(messages.result)}</h3>
              <p className={styles.resultText} tabIndex={0}>
                {result.improvedPrompt}
              </p>
              <p className={styles.engine} data-testid="engine">
                {intl.formatMessage(optimizedByMessage, { engine: engineLabel(intl, result.engine, result.model) })}
              </p>
              {result.basedOn ? <BasedOnLink prompt={result.basedOn} /> : null}
            </section>
          ) : null}
        </DialogContent>
        {/* Fluid: three buttons need the dialog's whole width, not the end half Fluent gives actions. */}
        <DialogActions fluid>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
          {result ? <CopyButton text={result.improvedPrompt} label={intl.formatMessage(messages.copyResult)} appearance="secondary" /> : null}
          <SubmitButton pending={isInFlight} disabled={left === 0} label={messages.submit} pendingLabel={messages.submitting} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/**
 * '{n} optimizations left this month' (per day on the basic plan) or unlimited. At 0 it offers the one
 * upgrade dialog, closing this one first (`onUpgrade`).
 */
function CreditsLine({ left, period, onUpgrade }: { left: number | null; period: OptimizationsPeriod | null; onUpgrade: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const openUpgrade = useUpgradeDialog();
  if (left === null) {
    return (
      <p className={styles.credits} data-testid="credits-line">
        {intl.formatMessage(messages.unlimited)}
      </p>
    );
  }
  return (
    <p className={styles.credits} data-testid="credits-line">
      {intl.formatMessage(period === 'day' ? leftToday : leftThisMonth, { count: left })}
      {left === 0 ? (
        <>
          {' '}
          <button
            type="button"
            className={styles.upgrade}
            onClick={() => {
              onUpgrade();
              openUpgrade('credits');
            }}
          >
            {intl.formatMessage(messages.upgrade)}
          </button>
        </>
      ) : null}
    </p>
  );
}
