import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog';
import { LegalText } from './LegalText';
import { legalDocuments, type LegalDocumentName } from './legalMessages';

const messages = defineMessages({
  close: { id: 'legal.close', defaultMessage: 'Cerrar' },
});

const useStyles = makeStyles({
  intro: { margin: '0 0 12px', color: tokens.colorNeutralForeground2 },
  // Long documents scroll inside the dialog, which keeps its title and button in view.
  content: { maxHeight: 'min(60vh, 560px)', overflowY: 'auto' },
});

/** Terms, privacy or cookie policy, from the footer: the same text as /terms, /privacy and /cookies. */
export function LegalDialog({ document, open, onOpenChange }: { document: LegalDocumentName; open: boolean; onOpenChange: (open: boolean) => void; session?: number }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle>{intl.formatMessage(legalDocuments[document].title)}</DialogTitle>
        {/* Focusable, so keyboard users can scroll a long document (axe: scrollable-region-focusable). */}
        <DialogContent className={styles.content} tabIndex={0}>
          <p className={styles.intro}>{intl.formatMessage(legalDocuments[document].intro)}</p>
          <LegalText document={document} />
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
