import { Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import { z } from 'zod/mini';
import { audiences, channels, customTones, detailLevels, defaultPageOptions, sectors, taskTypes } from '../../../../shared/optimizer-options';
import { OPTIMIZER_PROMPT_MAX, optimizerPrompt } from '../../../../shared/rules';
import { SubmitButton } from '../../forms/SubmitButton';
import { useZodForm } from '../../forms/useZodForm';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { useRouteQuery } from '../../router/routeQuery';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { planName } from '../plans/planText';
import { UpgradeButton } from '../plans/UpgradeButton';
import { useUpgradeDialog } from '../plans/upgradeDialogContext';
import { OptimizeResults } from './OptimizeResults';
import { optionFieldMessages, optionLabels } from './optionMessages';
import { freeAlertMessage, leftThisMonthMessage, leftTodayMessage, optimizerMessages, unlimitedMessage } from './optimizerMessages';
import { useOptimizeStream } from './useOptimizeStream';
import type { OptimizePageQuery } from './__generated__/OptimizePageQuery.graphql';

export const optimizePageQuery = graphql`
  query OptimizePageQuery {
    viewer {
      id
      plan {
        type
        optimizationsLimit
        optimizationsPeriod
      }
      subscription {
        optimizationsLeft
      }
    }
    # Saving an optimized prompt files it in a library category the reader picks.
    categories {
      id
      name
    }
  }
`;

/** The six selects, in order, with their values (shared/optimizer-options.ts). */
const selects = [
  { name: 'taskType', values: taskTypes },
  { name: 'sector', values: sectors },
  { name: 'channel', values: channels },
  { name: 'detailLevel', values: detailLevels },
  { name: 'audience', values: audiences },
  { name: 'customTone', values: customTones },
] as const;

const formSchema = z.object({
  originalContent: optimizerPrompt,
  taskType: z.string(),
  sector: z.string(),
  channel: z.string(),
  detailLevel: z.string(),
  audience: z.string(),
  customTone: z.string(),
});

const useStyles = makeStyles({
  planLine: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '6px 12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
  alert: { marginBottom: '20px' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '18px',
    padding: '20px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 520px)': { padding: '14px' },
  },
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  // A native select is as wide as its longest option unless told otherwise: keep the columns even.
  select: { minWidth: 0 },
  selectInput: { minWidth: 0, width: '100%' },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: '10px', fontWeight: tokens.fontWeightSemibold },
  submit: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * /optimize: the prompt (prefilled from `?prompt=`), the six options, and the
 * run through the streaming subscription. At 0 optimizations left, or when the server says the
 * limit is reached, the upgrade dialog opens instead.
 */
export function OptimizePage() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const data = useRouteQuery<OptimizePageQuery>(optimizePageQuery);
  const [searchParams] = useSearchParams();
  const [run, start] = useOptimizeStream();
  const openUpgrade = useUpgradeDialog();
  // Each run gets fresh results (view, scroll position, save state).
  const [runCount, setRunCount] = useState(0);
  const form = useZodForm(formSchema, {
    originalContent: searchParams.get('prompt') ?? '',
    taskType: '',
    sector: '',
    channel: '',
    detailLevel: defaultPageOptions.detailLevel,
    audience: defaultPageOptions.audience,
    customTone: '',
  });
  useDocumentTitle(intl.formatMessage(optimizerMessages.title));
  const { viewer } = data;
  if (!viewer) return null;

  const left = viewer.subscription.optimizationsLeft;

  const submit = form.handleSubmit(({ originalContent, ...options }) => {
    if (left === 0) return openUpgrade('credits');
    // Unset selects are left out: the server applies the defaults.
    const pageOptions = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== ''));
    setRunCount((count) => count + 1);
    start({ originalContent, pageOptions }, (failure) => {
      if (failure.kind === 'limitReached') {
        // Spent elsewhere (another tab or device): the store learns it, the dialog explains it.
        commitLocalUpdate(environment, (store) => store.get(viewer.id)?.getLinkedRecord('subscription')?.setValue(0, 'optimizationsLeft'));
        return openUpgrade('credits');
      }
      if (failure.kind === 'validation' && Object.keys(failure.fields).length > 0) form.showFailure(failure);
      notify.error(intl.formatMessage(optimizerMessages.failed), failure.message);
    });
  });

  const planLine =
    left == null
      ? intl.formatMessage(unlimitedMessage, { plan: planName(intl, viewer.plan.type) })
      : intl.formatMessage(viewer.plan.optimizationsPeriod === 'day' ? leftTodayMessage : leftThisMonthMessage, { count: left });

  return (
    <>
      <PageHeader
        title={intl.formatMessage(optimizerMessages.title)}
        subtitle={intl.formatMessage(optimizerMessages.subtitle)}
        actions={
          <span className={styles.planLine} data-testid="optimizations-left">
            <SparkleRegular aria-hidden="true" />
            {planLine}
          </span>
        }
      />
      {viewer.plan.type === 'free' && viewer.plan.optimizationsLimit != null ? (
        <MessageBar intent="info" layout="multiline" className={styles.alert} data-testid="free-plan-alert">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(optimizerMessages.freeAlertTitle)}</MessageBarTitle>{' '}
            {intl.formatMessage(freeAlertMessage, { count: viewer.plan.optimizationsLimit })}
          </MessageBarBody>
          <MessageBarActions>
            <UpgradeButton size="small">{intl.formatMessage(optimizerMessages.upgrade)}</UpgradeButton>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={intl.formatMessage(optimizerMessages.promptLabel)}
          required
          hint={form.lengthHint('originalContent', OPTIMIZER_PROMPT_MAX)}
          {...form.field('originalContent')}
        >
          <Textarea
            rows={6}
            resize="vertical"
            maxLength={OPTIMIZER_PROMPT_MAX}
            placeholder={intl.formatMessage(optimizerMessages.promptPlaceholder)}
            {...form.bind('originalContent')}
          />
        </Field>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(optimizerMessages.options)}</legend>
          <div className={styles.options}>
            {selects.map(({ name, values }) => {
              const labels = optionLabels[name] as Record<string, MessageDescriptor>;
              const hasDefault = name === 'detailLevel' || name === 'audience';
              return (
                <Field key={name} label={intl.formatMessage(optionFieldMessages[name])}>
                  <Select className={styles.select} select={{ className: styles.selectInput }} {...form.bind(name)}>
                    {hasDefault ? null : <option value="">{intl.formatMessage(optionFieldMessages.unset)}</option>}
                    {values.map((value) => (
                      <option key={value} value={value}>
                        {intl.formatMessage(labels[value])}
                      </option>
                    ))}
                  </Select>
                </Field>
              );
            })}
          </div>
        </fieldset>
        <div className={styles.submit}>
          <SubmitButton pending={run.status === 'streaming'} label={optimizerMessages.submit} pendingLabel={optimizerMessages.submitting} size="large" />
        </div>
      </form>

      {run.status === 'streaming' || run.status === 'done' ? <OptimizeResults key={runCount} run={run} categories={data.categories} /> : null}
    </>
  );
}
