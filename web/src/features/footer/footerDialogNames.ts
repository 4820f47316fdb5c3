/** The dialogs the footer opens (SPEC §2: help, contact, API status, terms, privacy, cookie policy; §3: cookie preferences). */
export const footerDialogNames = ['help', 'contact', 'status', 'terms', 'privacy', 'cookies', 'cookiePreferences'] as const;
export type FooterDialogName = (typeof footerDialogNames)[number];
