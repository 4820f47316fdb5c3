import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ViewerData } from '../fetchViewer';
import { emailVerificationMessages as messages } from './emailVerificationMessages';
import { useVerifyEmailMutation } from './useVerifyEmailMutation';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: '16px' },
  done: { margin: 0, padding: '12px 16px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteGreenBackground1 },
  problem: { margin: 0, padding: '12px 16px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorPaletteRedBackground1 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, alignSelf: 'center' },
});

type Outcome = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * The e-mailed confirmation link's page (/verify-email?token=…): confirms on arrival and says so. It
 * works signed in or not, on any device; the token, not a session, names the account.
 */
export function VerifyEmailView() {
  const intl = useIntl();
  const styles = useStyles();
  const { viewer } = useLoaderData<ViewerData>();
  const token = useSearchParams()[0].get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'verifying' } : { state: 'failed', message: intl.formatMessage(messages.missingToken) });
  // Once per page, also under StrictMode's double effect: the token works only once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ input: { token } }, { toast: false }).then((result) =>
      setOutcome(result.ok ? { state: 'verified' } : { state: 'failed', message: result.failure.fields.token ?? result.failure.message }),
    );
  }, [token, verify]);

  const target = outcome.state === 'failed' ? '/settings' : '/dashboard';
  return (
    <div className={styles.view}>
      {outcome.state === 'verifying' ? <p role="status">{intl.formatMessage(messages.verifying)}</p> : null}
      {outcome.state === 'verified' ? (
        <p className={styles.done} role="status">
          {intl.formatMessage(messages.verified)}
        </p>
      ) : null}
      {outcome.state === 'failed' ? (
        <p className={styles.problem} role="alert">
          {outcome.message}
        </p>
      ) : null}
      {outcome.state !== 'verifying' ? (
        <Link to={viewer ? target : `/auth?${new URLSearchParams({ next: target })}`} className={styles.link}>
          {intl.formatMessage(outcome.state === 'failed' ? messages.toSettings : messages.toDashboard)}
        </Link>
      ) : null}
    </div>
  );
}
