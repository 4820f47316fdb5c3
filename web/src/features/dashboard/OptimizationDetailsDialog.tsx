import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { CopyButton } from '../../ui/CopyButton';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';
import { detailsMessages } from './detailsMessages';
import type { OptimizationDetailsDialogQuery } from './__generated__/OptimizationDetailsDialogQuery.graphql';

const messages = defineMessages({
  title: { id: 'dashboard.details.title', defaultMessage: 'Detalles del prompt' },
  loading: { id: 'dashboard.details.loading', defaultMessage: 'Cargando el prompt…' },
  optimized: { id: 'dashboard.details.optimized', defaultMessage: 'Prompt optimizado' },
  original: { id: 'dashboard.details.original', defaultMessage: 'Prompt original' },
  close: { id: 'dashboard.details.close', defaultMessage: 'Cerrar' },
  retry: { id: 'dashboard.details.retry', defaultMessage: 'Reintentar' },
  // When the record cannot be loaded.
  historyFailed: { id: 'dashboard.details.historyFailed', defaultMessage: 'Error al cargar el historial de optimización' },
  notFound: { id: 'dashboard.details.notFound', defaultMessage: 'No se pudo cargar el prompt' },
  notFoundText: { id: 'dashboard.details.notFoundText', defaultMessage: 'No se encontró contenido optimizado' },
});

const query = graphql`
  query OptimizationDetailsDialogQuery($id: ID!) {
    viewer {
      optimization(id: $id) {
        originalContent
        improvedPrompt
      }
    }
  }
`;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '20px' },
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  sectionHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: {
    margin: 0,
    maxHeight: 'min(36vh, 320px)',
    overflowY: 'auto',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  original: { color: tokens.colorNeutralForeground2 },
  loading: { padding: '32px 0' },
  failed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '12px' },
});

/**
 * 'Detalles del prompt': one optimization of the viewer's history, loaded only once
 * the dialog opens: the optimized prompt with a copy button, and the original. Loading, failed
 * (with a retry) and not-found states.
 */
export function OptimizationDetailsDialog({
  optimizationId,
  open,
  onOpenChange,
}: {
  optimizationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  // A retry asks the server again (Relay keeps no failed result to fall back on).
  const [attempt, setAttempt] = useState(0);
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent className={styles.content} data-testid="optimization-details">
          <SectionErrorBoundary
            resetKey={`${optimizationId}#${attempt}`}
            fallback={() => <LoadFailed onRetry={() => setAttempt((count) => count + 1)} />}
          >
            <Suspense fallback={<Spinner className={styles.loading} label={intl.formatMessage(messages.loading)} />}>
              <OptimizationDetails optimizationId={optimizationId} fetchKey={attempt} />
            </Suspense>
          </SectionErrorBoundary>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}

function OptimizationDetails({ optimizationId, fetchKey }: { optimizationId: string; fetchKey: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const { viewer } = useLazyLoadQuery<OptimizationDetailsDialogQuery>(query, { id: optimizationId }, { fetchKey });
  const optimization = viewer?.optimization;
  if (!optimization?.improvedPrompt.trim()) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(messages.notFound)}</MessageBarTitle>
          {intl.formatMessage(messages.notFoundText)}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.optimized)}</h3>
          <CopyButton text={optimization.improvedPrompt} appearance="primary" size="small" />
        </div>
        <p className={styles.text} tabIndex={0} data-testid="details-optimized">
          {optimization.improvedPrompt}
        </p>
      </section>
      {optimization.originalContent.trim() ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.original)}</h3>
          <p className={`${styles.text} ${styles.original}`} tabIndex={0} data-testid="details-original">
            {optimization.originalContent}
          </p>
        </section>
      ) : null}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  useEffect(() => {
    notify.error(intl.formatMessage(messages.historyFailed));
  }, [intl, notify]);
  return (
    <div className={styles.failed}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(detailsMessages.loadFailed)}</MessageBarTitle>
          {intl.formatMessage(detailsMessages.loadFailedText)}
        </MessageBarBody>
      </MessageBar>
      <Button appearance="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
