import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { legalDocuments, legalMessages, type LegalDocumentName } from './legalMessages';

const useStyles = makeStyles({
  body: { maxWidth: '70ch', display: 'flex', flexDirection: 'column', gap: '12px' },
  paragraph: { margin: 0, lineHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase300 },
  updated: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** A legal document's paragraphs and its date: the same text on its page and in the footer's dialog. */
export function LegalText({ document }: { document: LegalDocumentName }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.body}>
      {legalDocuments[document].paragraphs.map((paragraph) => (
        <p key={paragraph.id} className={styles.paragraph}>
          {intl.formatMessage(paragraph)}
        </p>
      ))}
      <p className={styles.updated}>{intl.formatMessage(legalMessages.lastUpdated)}</p>
    </div>
  );
}
