import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../ui/PlainButton';
import { cookieMessages } from './cookieMessages';
import { acceptAllCookiePreferences, saveCookieConsent } from './consent';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    zIndex: 1000,
    insetInline: '16px',
    bottom: '16px',
    maxWidth: '720px',
    marginInline: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px 16px',
    padding: '16px 18px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
  },
  text: { margin: 0, flex: '1 1 320px', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

/**
 * Asks once, on the first visit (until a choice is saved). Plain markup, so the page's first load
 * stays free of Fluent's components; "Personalizar" opens the preferences dialog.
 */
export function CookieBanner({ onCustomize }: { onCustomize: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  // Room below the page as tall as the banner, so the page's last controls can scroll above it.
  const banner = useRef<HTMLElement>(null);
  const [roomBelow, setRoomBelow] = useState(0);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setRoomBelow(element.offsetHeight + 32));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const necessaryOnly = () => saveCookieConsent({ necessaryCookies: true, performanceCookies: false, functionalCookies: false, targetingCookies: false });
  return (
    <>
      <div aria-hidden="true" style={{ height: roomBelow }} />
      <section ref={banner} className={styles.root} aria-label={intl.formatMessage(cookieMessages.bannerLabel)} data-testid="cookie-banner">
        <p className={styles.text}>{intl.formatMessage(cookieMessages.bannerText)}</p>
        <div className={styles.actions}>
          <PlainButton appearance="subtle" onClick={onCustomize}>
            {intl.formatMessage(cookieMessages.bannerCustomize)}
          </PlainButton>
          <PlainButton appearance="secondary" onClick={necessaryOnly}>
            {intl.formatMessage(cookieMessages.bannerNecessaryOnly)}
          </PlainButton>
          <PlainButton appearance="primary" onClick={() => saveCookieConsent(acceptAllCookiePreferences)}>
            {intl.formatMessage(cookieMessages.acceptAll)}
          </PlainButton>
        </div>
      </section>
    </>
  );
}
