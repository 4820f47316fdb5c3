import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { privacyMessages, termsMessages } from './legalMessages';

const useStyles = makeStyles({
  body: { maxWidth: '70ch', display: 'flex', flexDirection: 'column', gap: '12px' },
  paragraph: { margin: 0, lineHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase400 },
});

const documents = { terms: termsMessages, privacy: privacyMessages } satisfies Record<
  string,
  Record<'title' | 'intro' | 'p1' | 'p2' | 'p3' | 'p4' | 'p5', MessageDescriptor>
>;

/** /terms and /privacy: one plain page per document the sign-up checkbox names. */
export function LegalPage({ document }: { document: keyof typeof documents }) {
  const intl = useIntl();
  const styles = useStyles();
  const messages = documents[document];
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={intl.formatMessage(messages.intro)} />
      <div className={styles.body}>
        {[messages.p1, messages.p2, messages.p3, messages.p4, messages.p5].map((paragraph) => (
          <p key={paragraph.id} className={styles.paragraph}>
            {intl.formatMessage(paragraph)}
          </p>
        ))}
      </div>
    </>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
