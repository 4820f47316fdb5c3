import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

// Fluent's TabList and Tab (medium, transparent), in plain markup: values follow
// @fluentui/react-tabs' styles. The page loads none of Fluent's component code.

// Like Fluent's, the selection bar slides from the previous tab: the newly selected tab's bar
// starts where the old one was (these variables, no transition) and then moves home.
const offsetVar = '--promptario-tab-indicator-offset';
const scaleVar = '--promptario-tab-indicator-scale';
const transitionVar = '--promptario-tab-indicator-transition';
const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'row', alignItems: 'stretch', flexShrink: 0, flexWrap: 'nowrap', position: 'relative' },
  tab: {
    flexGrow: 1,
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    display: 'grid',
    gridAutoFlow: 'column',
    gridTemplateColumns: 'auto',
    gridTemplateRows: 'auto',
    columnGap: tokens.spacingHorizontalSNudge,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    fontFamily: tokens.fontFamilyBase,
    lineHeight: tokens.lineHeightBase300,
    outlineStyle: 'none',
    position: 'relative',
    overflow: 'hidden',
    textTransform: 'none',
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorTransparentBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':active': { backgroundColor: tokens.colorTransparentBackgroundPressed, color: tokens.colorNeutralForeground2Pressed },
    // The selection bar (::after) and, on hover, the pending one (::before).
    '::after': {
      content: '""',
      position: 'absolute',
      bottom: 0,
      height: tokens.strokeWidthThicker,
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorTransparentStroke,
    },
    ':hover::before': {
      content: '""',
      position: 'absolute',
      bottom: 0,
      height: tokens.strokeWidthThicker,
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorNeutralStroke1Hover,
    },
    ':active::before': { backgroundColor: tokens.colorNeutralStroke1Pressed },
    ':focus-visible': {
      ...shorthands.borderColor('transparent'),
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: 'transparent',
      outlineStyle: 'solid',
      boxShadow: `${tokens.shadow4}, 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}`,
      zIndex: 1,
    },
  },
  selected: {
    overflow: 'visible',
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    ':active': { color: tokens.colorNeutralForeground1Pressed },
    '::after': {
      backgroundColor: tokens.colorCompoundBrandStroke,
      transformOrigin: 'left',
      transform: `translateX(var(${offsetVar}, 0px)) scaleX(var(${scaleVar}, 1))`,
      transitionProperty: `var(${transitionVar}, transform)`,
      transitionDuration: tokens.durationSlow,
      transitionTimingFunction: tokens.curveDecelerateMax,
    },
    '@media (prefers-reduced-motion: reduce)': { '::after': { transitionProperty: 'none' } },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    ':active::after': { backgroundColor: tokens.colorCompoundBrandStrokePressed },
  },
  content: {
    gridColumnStart: 1,
    gridRowStart: 1,
    overflow: 'hidden',
    padding: `${tokens.spacingVerticalNone} ${tokens.spacingHorizontalXXS}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
  },
  contentSelected: { fontWeight: tokens.fontWeightSemibold },
  // An unselected tab keeps the width its bold label will need.
  reserved: { visibility: 'hidden' },
});

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
}

/**
 * The login / sign-up tabs: one tab stop (the selected tab), arrow keys, Home and End move between
 * the tabs, Enter or Space (or a click) selects one.
 */
export function AuthTabs<Value extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className,
}: {
  tabs: TabItem<Value>[];
  selected: Value;
  onSelect: (value: Value) => void;
  label: string;
  className?: string;
}) {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);
  const previous = useRef(selected);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = selected;
    const tabs = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    const fromTab = [...(tabs ?? [])].find((tab) => tab.dataset.value === from);
    const toTab = [...(tabs ?? [])].find((tab) => tab.dataset.value === selected);
    if (from === selected || !fromTab || !toTab) return;
    const fromRect = fromTab.getBoundingClientRect();
    const toRect = toTab.getBoundingClientRect();
    toTab.style.setProperty(transitionVar, 'none');
    toTab.style.setProperty(offsetVar, `${fromRect.x - toRect.x}px`);
    toTab.style.setProperty(scaleVar, `${fromRect.width / toRect.width}`);
    toTab.getBoundingClientRect(); // apply the start position before the transition's end is set
    const slideHome = () => [transitionVar, offsetVar, scaleVar].forEach((name) => toTab.style.removeProperty(name));
    const frame = requestAnimationFrame(slideHome);
    return () => {
      cancelAnimationFrame(frame);
      slideHome();
    };
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length].focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={mergeClasses(styles.list, className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            data-value={tab.value}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={mergeClasses(styles.tab, isSelected && styles.selected)}
            onClick={() => onSelect(tab.value)}
          >
            <span className={mergeClasses(styles.content, isSelected && styles.contentSelected)}>{tab.label}</span>
            {isSelected ? null : <span className={mergeClasses(styles.content, styles.contentSelected, styles.reserved)}>{tab.label}</span>}
          </button>
        );
      })}
    </div>
  );
}
