import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldControl } from './Field';

// Fluent's Input (outline, medium): values follow @fluentui/react-input's styles.
const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusMedium,
    position: 'relative',
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    minHeight: '32px',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    // The brand underline that grows from the middle while the input has the focus.
    '::after': {
      boxSizing: 'border-box',
      content: '""',
      position: 'absolute',
      left: '-1px',
      bottom: '-1px',
      right: '-1px',
      height: `max(2px, ${tokens.borderRadiusMedium})`,
      borderBottomLeftRadius: tokens.borderRadiusMedium,
      borderBottomRightRadius: tokens.borderRadiusMedium,
      borderBottom: `2px solid ${tokens.colorCompoundBrandStroke}`,
      clipPath: 'inset(calc(100% - 2px) 0 0 0)',
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: tokens.durationUltraFast,
      transitionDelay: tokens.curveAccelerateMid,
    },
    ':focus-within::after': {
      transform: 'scaleX(1)',
      transitionProperty: 'transform',
      transitionDuration: tokens.durationNormal,
      transitionDelay: tokens.curveDecelerateMid,
    },
    ':focus-within:active::after': { borderBottomColor: tokens.colorCompoundBrandStrokePressed },
    ':focus-within': { outline: '2px solid transparent' },
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover), borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
    ':active,:focus-within': { ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed), borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed },
    '@media screen and (prefers-reduced-motion: reduce)': {
      '::after': { transitionDuration: '0.01ms', transitionDelay: '0.01ms' },
      ':focus-within::after': { transitionDuration: '0.01ms', transitionDelay: '0.01ms' },
    },
  },
  invalid: {
    ':not(:focus-within),:hover:not(:focus-within)': shorthands.borderColor(tokens.colorPaletteRedBorder2),
  },
  withContentAfter: { paddingRight: tokens.spacingHorizontalMNudge },
  input: {
    alignSelf: 'stretch',
    boxSizing: 'border-box',
    flexGrow: 1,
    minWidth: 0,
    ...shorthands.borderStyle('none'),
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: 'transparent',
    outlineStyle: 'none',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    '::placeholder': { color: tokens.colorNeutralForeground4, opacity: 1 },
  },
  inputWithContentAfter: { paddingRight: tokens.spacingHorizontalXXS },
  contentAfter: { boxSizing: 'border-box', color: tokens.colorNeutralForeground3, display: 'flex', '> svg': { fontSize: '20px' } },
});

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  /** Shown inside the box after the text, e.g. PasswordInput's show/hide button. */
  contentAfter?: ReactNode;
};

/**
 * A text input that looks like Fluent's Input, in plain markup. Inside a `forms/Field` it takes
 * the field's id, description and invalid state; `{...form.bind(name)}` gives it the value and
 * handlers. `className` styles the box, every other prop goes to the `<input>`.
 */
export function TextInput({ className, contentAfter, ...props }: TextInputProps) {
  const styles = useStyles();
  const field = useFieldControl();
  const invalid = (props['aria-invalid'] ?? field?.['aria-invalid']) === true;
  return (
    <span className={mergeClasses(styles.root, invalid && styles.invalid, contentAfter != null && styles.withContentAfter, className)}>
      <input
        type="text"
        {...field}
        {...props}
        className={mergeClasses(styles.input, contentAfter != null && styles.inputWithContentAfter)}
      />
      {contentAfter != null ? <span className={styles.contentAfter}>{contentAfter}</span> : null}
    </span>
  );
}
