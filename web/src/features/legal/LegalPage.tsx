import { useIntl } from 'react-intl';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LegalText } from './LegalText';
import { legalDocuments, type LegalDocumentName } from './legalMessages';

/** /terms, /privacy and /cookies: one plain page per document (the sign-up checkbox links two). */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  const intl = useIntl();
  const title = intl.formatMessage(legalDocuments[document].title);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={intl.formatMessage(legalDocuments[document].intro)} />
      <LegalText document={document} />
    </>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const CookiesPage = () => <LegalPage document="cookies" />;
