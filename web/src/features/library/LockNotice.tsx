import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DiamondRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { UpgradeButton } from '../plans/UpgradeButton';
import { libraryMessages } from './libraryMessages';

export type LockReason = 'PREMIUM' | 'PLAN_LIMIT';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '10px',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  premium: { ...shorthands.borderColor(tokens.colorBrandStroke2), backgroundColor: tokens.colorBrandBackground2 },
  head: { display: 'flex', alignItems: 'center', gap: '8px', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  icon: { display: 'inline-flex', fontSize: '18px', color: tokens.colorBrandForeground1 },
  text: { margin: 0, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
});

/** Why a prompt is locked (Premium, or past the free plan's prompts per category) and how to unlock it. */
export function LockNotice({ reason, className }: { reason: LockReason; className?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const premium = reason === 'PREMIUM';
  return (
    <div className={mergeClasses(styles.root, premium && styles.premium, className)} data-testid="lock-notice" data-reason={reason}>
      <span className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {premium ? <DiamondRegular /> : <LockClosedRegular />}
        </span>
        {intl.formatMessage(premium ? libraryMessages.lockedPremium : libraryMessages.lockedLimit)}
      </span>
      <p className={styles.text}>
        {intl.formatMessage(premium ? libraryMessages.lockedPremiumText : libraryMessages.lockedLimitText)}
      </p>
      <UpgradeButton size="small">{intl.formatMessage(libraryMessages.upgrade)}</UpgradeButton>
    </div>
  );
}
