import { Badge, Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DiamondRegular, SparkleRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signUpPathFor } from '../account/auth/nextPath';
import { CopyButton } from '../../ui/CopyButton';
import { OwnPromptActions } from '../my-prompts/OwnPromptActions';
import { UsePromptButton } from '../fill-in/UsePromptButton';
import { LockNotice } from './LockNotice';
import { PromptDetailDialog } from './PromptDetailDialog';
import { SavePromptButton } from './SavePromptButton';
import { useSaveTargets } from './SaveTargets';
import { libraryMessages, openDetailsMessage } from './libraryMessages';
import { plainText } from './markdown';
import type { PromptCard_prompt$key } from './__generated__/PromptCard_prompt.graphql';

/** Card titles are cut at 150 characters, with an ellipsis. */
export const TITLE_MAX = 150;
const MAX_CATEGORY_BADGES = 2;

export function truncateTitle(title: string, max = TITLE_MAX): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}

// Loaded on the first 'Optimizar': the library page's first load stays without the optimizer's form.
const OptimizeDialog = lazy(async () => ({ default: (await import('../optimizer/OptimizeDialog')).OptimizeDialog }));

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    minWidth: 0,
    padding: '16px 16px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    cursor: 'pointer',
    transitionProperty: 'border-color, box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke2), boxShadow: tokens.shadow8 },
    ':focus-within': shorthands.borderColor(tokens.colorBrandStroke2),
    '@media (prefers-reduced-motion: no-preference)': { ':hover': { transform: 'translateY(-1px)' } },
  },
  locked: { backgroundColor: tokens.colorNeutralBackground2 },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '8px', minHeight: '32px' },
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', minWidth: 0, paddingTop: '4px' },
  badge: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  titleButton: {
    padding: 0,
    margin: 0,
    border: 'none',
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  preview: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  },
  footer: {
    marginTop: 'auto',
    display: 'flex',
    // Own prompts carry more actions (Edit, Delete, Use): they wrap rather than overflow the card.
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    paddingTop: '8px',
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
  },
});

/**
 * A prompt in a grid: badges, save toggle, title, a 3-line preview, Copy and Optimize (the
 * Optimize-with-AI dialog). Clicking it (or its title, from the keyboard) opens the detail dialog.
 * A locked prompt has no content: it explains why and offers the upgrade instead of Copy and Optimize.
 */
export function PromptCard({
  prompt: promptKey,
  label,
  filedIn,
}: {
  prompt: PromptCard_prompt$key;
  label?: ReactNode;
  /** The personal category a saved prompt is filed in, when known (see SavePromptButton). */
  filedIn?: string | null;
}) {
  const prompt = useFragment(
    graphql`
      fragment PromptCard_prompt on Prompt {
        id
        title
        content
        isPremium
        isOwn
        lockReason
        categories {
          id
          name
        }
        ...SavePromptButton_prompt
        ...PromptDetailDialog_prompt
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so closing can fade out.
  const [dialogMounted, setDialogMounted] = useState(false);
  const openDialog = () => {
    setDialogMounted(true);
    setOpen(true);
  };
  const [optimizing, setOptimizing] = useState(false);
  const [optimizeMounted, setOptimizeMounted] = useState(false);
  const { visitor } = useSaveTargets();
  const navigate = useNavigate();
  const openOptimize = (content: string) => {
    // Optimizing needs an account: a visitor signs up and lands in the optimizer with this prompt.
    if (visitor) {
      void navigate(signUpPathFor(`/optimize?${new URLSearchParams({ prompt: content })}`));
      return;
    }
    setOptimizeMounted(true);
    setOptimizing(true);
  };
  const locked = prompt.content == null;
  const shownCategories = prompt.categories.slice(0, MAX_CATEGORY_BADGES);
  const hiddenCategories = prompt.categories.length - shownCategories.length;
  const title = truncateTitle(prompt.title);

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Clicks from the dialog bubble here through its portal; buttons and links do their own thing.
    if (!event.currentTarget.contains(target) || target.closest('button, a, input, [role="button"]')) return;
    // The dialog gives focus back to what had it: the card's title, as if it had been pressed.
    titleRef.current?.focus();
    openDialog();
  };

  return (
    <article
      className={mergeClasses(styles.card, locked && styles.locked)}
      onClick={openFromCard}
      data-testid="prompt-card"
      data-locked={locked || undefined}
    >
      <div className={styles.top}>
        <div className={styles.badges}>
          {label}
          {shownCategories.map((category) => (
            <Badge key={category.id} className={styles.badge} appearance="tint" color="informative" shape="rounded">
              {category.name}
            </Badge>
          ))}
          {hiddenCategories > 0 ? (
            <Badge appearance="ghost" color="informative" shape="rounded">{`+${hiddenCategories}`}</Badge>
          ) : null}
          {prompt.isPremium ? (
            <Badge appearance="filled" color="brand" shape="rounded" icon={<DiamondRegular />}>
              {intl.formatMessage(libraryMessages.premium)}
            </Badge>
          ) : null}
        </div>
        <SavePromptButton prompt={prompt} filedIn={filedIn} />
      </div>
      <h3 className={styles.heading}>
        <button
          type="button"
          ref={titleRef}
          className={styles.titleButton}
          title={title === prompt.title ? undefined : prompt.title}
          aria-label={intl.formatMessage(openDetailsMessage, { title: prompt.title })}
          aria-haspopup="dialog"
          onClick={openDialog}
        >
          {title}
        </button>
      </h3>
      {prompt.content == null ? (
        <LockNotice reason={prompt.lockReason ?? 'PREMIUM'} />
      ) : (
        <>
          <p className={styles.preview} data-testid="prompt-preview">
            {plainText(prompt.content)}
          </p>
          <div className={styles.footer}>
            <CopyButton text={prompt.content} appearance="subtle" size="small" />
            {prompt.isOwn ? <OwnPromptActions promptId={prompt.id} title={prompt.title} compact /> : null}
            <UsePromptButton content={prompt.content} title={prompt.title} storageKey={prompt.id} appearance="subtle" size="small" />
            <Button appearance="subtle" size="small" icon={<SparkleRegular />} aria-haspopup={visitor ? undefined : 'dialog'} onClick={() => openOptimize(prompt.content ?? '')}>
              {intl.formatMessage(libraryMessages.optimize)}
            </Button>
          </div>
        </>
      )}
      {dialogMounted ? <PromptDetailDialog prompt={prompt} open={open} onOpenChange={setOpen} filedIn={filedIn} /> : null}
      {optimizeMounted && prompt.content != null ? (
        <Suspense fallback={null}>
          <OptimizeDialog content={prompt.content} open={optimizing} onOpenChange={setOptimizing} />
        </Suspense>
      ) : null}
    </article>
  );
}
