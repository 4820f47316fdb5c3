import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../notify/useNotify';
import { SectionHeading } from '../../../ui/SectionHeading';
import { subscriptionMessages } from './subscriptionMessages';
import { useCheckRenewalsMutation } from './useCheckRenewalsMutation';

export interface RenewalResult {
  renewalsChecked: number;
  deactivated: number;
  timestamp: string;
}

const useStyles = makeStyles({
  text: { margin: '0 0 12px', color: tokens.colorNeutralForeground2 },
  result: { display: 'flex', flexWrap: 'wrap', gap: '12px', margin: '16px 0 0', padding: 0 },
  figure: {
    margin: 0,
    padding: '12px 16px',
    minWidth: '140px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  code: {
    display: 'block',
    margin: '0 0 12px',
    padding: '10px 12px',
    overflowX: 'auto',
    whiteSpace: 'pre',
    fontFamily: 'monospace',
    fontSize: '13px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  subheading: { margin: '24px 0 8px', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** The manual renewal check with its real figures, and how to schedule it daily. */
export function RenewalCheck({ onChecked }: { onChecked: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [check, checking] = useCheckRenewalsMutation();
  const [result, setResult] = useState<RenewalResult | null>(null);

  const run = async () => {
    const outcome = await check({});
    if (!outcome.ok) return;
    setResult(outcome.data);
    notify.success(intl.formatMessage(subscriptionMessages.done));
    onChecked();
  };

  const endpoint = `${window.location.origin}/api/subscription/check-renewals`;
  return (
    <section>
      <SectionHeading title={intl.formatMessage(subscriptionMessages.renewalsHeading)} />
      <p className={styles.text}>{intl.formatMessage(subscriptionMessages.renewalsIntro)}</p>
      <Button appearance="primary" icon={checking ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabledFocusable={checking} onClick={run}>
        {intl.formatMessage(checking ? subscriptionMessages.running : subscriptionMessages.run)}
      </Button>
      {result ? <RenewalFigures result={result} /> : null}
      <h3 className={styles.subheading}>{intl.formatMessage(subscriptionMessages.scheduleHeading)}</h3>
      <p className={styles.text}>{intl.formatMessage(subscriptionMessages.scheduleHttp)}</p>
      <code className={styles.code}>{`curl -X POST -H "Authorization: Bearer $RENEWALS_TOKEN" ${endpoint}`}</code>
      <p className={styles.text}>{intl.formatMessage(subscriptionMessages.scheduleCli)}</p>
      <code className={styles.code}>{'0 3 * * *  cd /path/to/promptario && npm run renewals'}</code>
    </section>
  );
}

/** renewalsChecked, deactivated and the time of the run, in the viewer's language. */
export function RenewalFigures({ result }: { result: RenewalResult }) {
  const intl = useIntl();
  const styles = useStyles();
  const figures = [
    [subscriptionMessages.renewalsChecked, intl.formatNumber(result.renewalsChecked)],
    [subscriptionMessages.deactivated, intl.formatNumber(result.deactivated)],
    [subscriptionMessages.timestamp, intl.formatDate(result.timestamp, { dateStyle: 'long', timeStyle: 'medium' })],
  ] as const;
  return (
    <dl className={styles.result} aria-live="polite" data-testid="renewal-result">
      {figures.map(([label, value]) => (
        <div key={label.id} className={styles.figure}>
          <dt className={styles.label}>{intl.formatMessage(label)}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
