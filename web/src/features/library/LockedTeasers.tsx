import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DiamondRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { UpgradeButton } from '../plans/UpgradeButton';
import { libraryMessages } from './libraryMessages';
import { lockedGroupTitleMessage, promptsMessages } from './promptsMessages';
import type { LockedTeasers_prompts$key } from './__generated__/LockedTeasers_prompts.graphql';

const useStyles = makeStyles({
  root: {
    marginTop: '28px',
    padding: '20px',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    '@media (max-width: 640px)': { padding: '16px' },
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '12px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: '2px 0 0', fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground3 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: '6px 20px',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minWidth: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  icon: { display: 'inline-flex', flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground3 },
  premiumIcon: { color: tokens.colorBrandForeground1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * The prompts a free reader cannot open yet, after the ones they can: titles only, in one compact
 * group with a single upgrade call to action (docs/behaviour.md, The library).
 */
export function LockedTeasers({ prompts: promptsKey, category }: { prompts: LockedTeasers_prompts$key; category: string }) {
  const prompts = useFragment(
    graphql`
      fragment LockedTeasers_prompts on Prompt @relay(plural: true) {
        id
        title
        isPremium
      }
    `,
    promptsKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  if (prompts.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby="locked-teasers-heading" data-testid="locked-teasers">
      <div className={styles.head}>
        <div>
          <h3 id="locked-teasers-heading" className={styles.title}>
            {intl.formatMessage(lockedGroupTitleMessage, { category })}
          </h3>
          <p className={styles.text}>{intl.formatMessage(promptsMessages.lockedGroupText)}</p>
        </div>
        <UpgradeButton>{intl.formatMessage(libraryMessages.upgrade)}</UpgradeButton>
      </div>
      <ul className={styles.list}>
        {prompts.map((prompt) => (
          <li key={prompt.id} className={styles.item} data-testid="locked-teaser">
            <span
              className={mergeClasses(styles.icon, prompt.isPremium && styles.premiumIcon)}
              role="img"
              aria-label={intl.formatMessage(prompt.isPremium ? libraryMessages.lockedPremium : libraryMessages.lockedLimit)}
            >
              {prompt.isPremium ? <DiamondRegular /> : <LockClosedRegular />}
            </span>
            <span className={styles.name} title={prompt.title}>
              {prompt.title}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
