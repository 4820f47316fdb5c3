/** The dialogs the footer opens (help, contact, API status, terms, privacy, cookie policy, cookie preferences). */
export const footerDialogNames = ['help', 'contact', 'status', 'terms', 'privacy', 'cookies', 'cookiePreferences'] as const;
export type FooterDialogName = (typeof footerDialogNames)[number];
