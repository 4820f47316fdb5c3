import { FluentRoot } from '../../theme/FluentRoot';
import { ContactDialog } from '../contact/ContactDialog';
import { CookiePreferencesDialog } from '../cookies/CookiePreferencesDialog';
import { HelpDialog } from '../help/HelpDialog';
import { LegalDialog } from '../legal/LegalDialog';
import { ServiceStatusDialog } from '../status/ServiceStatusDialog';
import type { FooterDialogName } from './footerDialogNames';

/**
 * The footer's dialogs, loaded on the first click (the landing page's first load has no Fluent
 * component code and no FluentProvider): this module brings Fluent's provider with it. It keeps
 * the last dialog mounted while `open` is false, so it fades out; `session` counts openings, so
 * forms start empty and the status is checked anew each time.
 */
export function FooterDialogs({
  dialog,
  open,
  session,
  onOpenChange,
}: {
  dialog: FooterDialogName;
  open: boolean;
  session: number;
  onOpenChange: (open: boolean) => void;
}) {
  const props = { open, onOpenChange, session };
  return (
    <FluentRoot>
      {dialog === 'help' && <HelpDialog {...props} />}
      {dialog === 'contact' && <ContactDialog {...props} />}
      {dialog === 'status' && <ServiceStatusDialog {...props} />}
      {dialog === 'cookiePreferences' && <CookiePreferencesDialog {...props} />}
      {(dialog === 'terms' || dialog === 'privacy' || dialog === 'cookies') && <LegalDialog document={dialog} {...props} />}
    </FluentRoot>
  );
}
