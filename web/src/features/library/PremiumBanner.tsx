import { makeStyles, tokens } from '@fluentui/react-components';
import { DiamondRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { UpgradeButton } from '../plans/UpgradeButton';
import { bannerTextMessage, bannerTitleMessage, promptsMessages } from './promptsMessages';
import type { PremiumBanner_category$key } from './__generated__/PremiumBanner_category.graphql';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '18px 20px',
    marginBottom: '24px',
    borderRadius: tokens.borderRadiusXLarge,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(120deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    boxShadow: tokens.shadow4,
    '@media (max-width: 640px)': { flexDirection: 'column', alignItems: 'flex-start', padding: '16px' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '22px',
    backgroundColor: 'rgba(255, 255, 255, 0.16)',
    '@media (max-width: 640px)': { display: 'none' },
  },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flexGrow: 1, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, opacity: 0.92 },
  action: { flexShrink: 0 },
});

/**
 * For viewers without premium: what upgrading unlocks in this category, with the real number of
 * Premium prompts it holds (never a made-up figure). Hidden when the category has none.
 */
export function PremiumBanner({ category: categoryKey }: { category: PremiumBanner_category$key }) {
  const category = useFragment(
    graphql`
      fragment PremiumBanner_category on Category {
        name
        premiumPromptCount
      }
    `,
    categoryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  if (category.premiumPromptCount <= 0) return null;
  return (
    <aside className={styles.banner} data-testid="premium-banner">
      <span className={styles.icon} aria-hidden="true">
        <DiamondRegular />
      </span>
      <div className={styles.text}>
        <h2 className={styles.title}>{intl.formatMessage(bannerTitleMessage, { category: category.name })}</h2>
        <p className={styles.body}>
          {intl.formatMessage(bannerTextMessage, { count: category.premiumPromptCount, category: category.name })}
        </p>
      </div>
      <UpgradeButton className={styles.action} appearance="secondary">
        {intl.formatMessage(promptsMessages.bannerAction)}
      </UpgradeButton>
    </aside>
  );
}
