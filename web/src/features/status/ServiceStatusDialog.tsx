import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { graphql } from '../../relay/graphql';
import { useSession } from '../../router/session';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';
import { AppDialog } from '../../ui/AppDialog';
import { checkedAtMessage, type ServiceState, overallMessages, serviceMessages, stateMessages, statusMessages } from './statusMessages';
import type { ServiceStatusDialogQuery } from './__generated__/ServiceStatusDialogQuery.graphql';

const query = graphql`
  query ServiceStatusDialogQuery {
    serviceStatus {
      overall
      checkedAt
      services {
        service
        status
      }
    }
  }
`;

/** A state this client does not know yet reads as the worst. */
const known = (state: string): ServiceState => (state === 'operational' || state === 'degraded' ? state : 'outage');

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '14px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  overall: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    margin: 0,
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusLarge,
    fontWeight: tokens.fontWeightSemibold,
  },
  operationalBox: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  degradedBox: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorNeutralForeground1 },
  outageBox: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '12px',
    padding: '10px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  state: { display: 'inline-flex', alignItems: 'center', gap: '6px', fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  dot: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0 },
  operationalDot: { backgroundColor: tokens.colorPaletteGreenBorderActive },
  degradedDot: { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  outageDot: { backgroundColor: tokens.colorPaletteRedBorderActive },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  placeholder: { minHeight: '340px', color: tokens.colorNeutralForeground2 },
});

/**
 * The footer's API status: the server's live checks (`serviceStatus`), fetched anew on
 * every opening (`session`). The landing page has no Relay provider: this dialog brings one.
 */
export function ServiceStatusDialog({ open, onOpenChange, session }: { open: boolean; onOpenChange: (open: boolean) => void; session: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const { loadEnvironment } = useSession();
  const [environment, setEnvironment] = useState<Environment | null>(null);
  useEffect(() => {
    let live = true;
    void loadEnvironment().then((loaded) => live && setEnvironment(loaded));
    return () => {
      live = false;
    };
  }, [loadEnvironment]);
  const loading = <p className={styles.placeholder}>{intl.formatMessage(statusMessages.loading)}</p>;
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(statusMessages.title)}</DialogTitle>
        <DialogContent className={styles.content}>
          <p className={styles.intro}>{intl.formatMessage(statusMessages.intro)}</p>
          {environment ? (
            <RelayEnvironmentProvider environment={environment}>
              <SectionErrorBoundary
                resetKey={session}
                fallback={() => (
                  <MessageBar intent="error">
                    <MessageBarBody>{intl.formatMessage(statusMessages.failed)}</MessageBarBody>
                  </MessageBar>
                )}
              >
                <Suspense fallback={loading}>
                  <StatusReport fetchKey={session} />
                </Suspense>
              </SectionErrorBoundary>
            </RelayEnvironmentProvider>
          ) : (
            loading
          )}
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(statusMessages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}

function StatusReport({ fetchKey }: { fetchKey: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const { serviceStatus } = useLazyLoadQuery<ServiceStatusDialogQuery>(query, {}, { fetchKey, fetchPolicy: 'network-only' });
  const overall = known(serviceStatus.overall);
  const time = intl.formatDate(serviceStatus.checkedAt as string, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <p className={mergeClasses(styles.overall, styles[`${overall}Box`])} role="status">
        <span className={mergeClasses(styles.dot, styles[`${overall}Dot`])} aria-hidden />
        {intl.formatMessage(overallMessages[overall])}
      </p>
      <ul className={styles.list} aria-label={intl.formatMessage(statusMessages.services)}>
        {serviceStatus.services.map(({ service, status }) => {
          const state = known(status);
          return (
            <li key={service} className={styles.row}>
              <span>{intl.formatMessage(serviceMessages[service as keyof typeof serviceMessages])}</span>
              <span className={styles.state}>
                <span className={mergeClasses(styles.dot, styles[`${state}Dot`])} aria-hidden />
                {intl.formatMessage(stateMessages[state])}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>{intl.formatMessage(checkedAtMessage, { time })}</p>
      <h3 className={styles.heading}>{intl.formatMessage(statusMessages.incidentsTitle)}</h3>
      <p className={styles.note}>{intl.formatMessage(statusMessages.incidents)}</p>
    </>
  );
}
