import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: '10px', color: 'inherit', textDecorationLine: 'none' },
  name: {
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  collapsible: { '@media (max-width: 479px)': { display: 'none' } },
});

/**
 * The Promptario logo: the mark, optionally followed by the name. `collapseName` hides the name
 * on narrow phones (below 480 px) where a header needs the room; the mark keeps its label.
 */
export function BrandMark({
  size = 32,
  withName = true,
  collapseName = false,
}: {
  size?: number;
  withName?: boolean;
  collapseName?: boolean;
}) {
  const styles = useStyles();
  // One gradient per instance: a reference into a hidden copy (display: none) would not paint.
  const gradient = `${useId()}-mark`;
  return (
    <span className={styles.root}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7661f7" />
            <stop offset="1" stopColor="#3b1fa1" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
        <path
          d="M10 23V9h6.5a4.5 4.5 0 0 1 0 9H13"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22.5" cy="22.5" r="2" fill="#cfcdff" />
      </svg>
      {withName ? <span className={mergeClasses(styles.name, collapseName && styles.collapsible)}>Promptario</span> : null}
    </span>
  );
}
