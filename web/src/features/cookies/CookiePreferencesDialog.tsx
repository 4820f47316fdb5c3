import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog';
import { cookieMessages } from './cookieMessages';
import {
  acceptAllCookiePreferences,
  defaultCookiePreferences,
  getCookieConsent,
  saveCookieConsent,
  type CookiePreferences,
} from './consent';

const toggles = [
  { name: 'necessaryCookies', label: cookieMessages.necessary, hint: cookieMessages.necessaryHint },
  { name: 'performanceCookies', label: cookieMessages.performance, hint: cookieMessages.performanceHint },
  { name: 'functionalCookies', label: cookieMessages.functional, hint: cookieMessages.functionalHint },
  { name: 'targetingCookies', label: cookieMessages.targeting, hint: cookieMessages.targetingHint },
] as const;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '8px' },
  intro: { margin: '0 0 4px', color: tokens.colorNeutralForeground2 },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '8px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: '2px' },
  label: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { flexWrap: 'wrap' },
});

/** The four toggles with their defaults (or the saved choice); Cancel, Save Preferences, Accept All. */
export function CookiePreferencesDialog({ open, onOpenChange, session }: { open: boolean; onOpenChange: (open: boolean) => void; session: number }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      <CookieForm key={session} onClose={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function CookieForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [choice, setChoice] = useState<CookiePreferences>(() => getCookieConsent() ?? defaultCookiePreferences);
  const save = (preferences: CookiePreferences) => {
    saveCookieConsent(preferences);
    onClose();
  };
  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage(cookieMessages.title)}</DialogTitle>
      <DialogContent className={styles.content}>
        <p className={styles.intro}>{intl.formatMessage(cookieMessages.intro)}</p>
        {toggles.map(({ name, label, hint }) => {
          const labelId = `cookie-${name}-label`;
          const hintId = `cookie-${name}-hint`;
          return (
            <div key={name} className={styles.row}>
              <span className={styles.text}>
                <span id={labelId} className={styles.label}>
                  {intl.formatMessage(label)}
                </span>
                <span id={hintId} className={styles.hint}>
                  {intl.formatMessage(hint)}
                </span>
              </span>
              <Switch
                checked={choice[name]}
                disabled={name === 'necessaryCookies'}
                aria-labelledby={labelId}
                aria-describedby={hintId}
                onChange={(_, data) => setChoice((current) => ({ ...current, [name]: data.checked, necessaryCookies: true }))}
              />
            </div>
          );
        })}
      </DialogContent>
      <DialogActions className={styles.actions}>
        <Button appearance="secondary" onClick={onClose}>
          {intl.formatMessage(cookieMessages.cancel)}
        </Button>
        <Button appearance="secondary" onClick={() => save(choice)}>
          {intl.formatMessage(cookieMessages.save)}
        </Button>
        <Button appearance="primary" onClick={() => save(acceptAllCookiePreferences)}>
          {intl.formatMessage(cookieMessages.acceptAll)}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
