import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Checkmark12Filled } from '@fluentui/react-icons';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useFieldControl } from './Field';

// Fluent's Checkbox (medium, label after): values follow @fluentui/react-checkbox's styles. The
// checked look comes from the native input's state (:has), so `form.register(name)` can leave
// the input uncontrolled.
const indicatorColor = '--promptario-checkbox-indicator-color';
const indicatorBorderColor = '--promptario-checkbox-indicator-border-color';
const indicatorBackgroundColor = '--promptario-checkbox-indicator-background-color';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'inline-flex',
    cursor: 'pointer',
    maxWidth: 'fit-content',
    verticalAlign: 'middle',
    color: tokens.colorNeutralForeground3,
    ':hover': { color: tokens.colorNeutralForeground2, [indicatorBorderColor]: tokens.colorNeutralStrokeAccessibleHover },
    ':active': { color: tokens.colorNeutralForeground1, [indicatorBorderColor]: tokens.colorNeutralStrokeAccessiblePressed },
    ':has(> input:checked)': {
      color: tokens.colorNeutralForeground1,
      [indicatorBackgroundColor]: tokens.colorCompoundBrandBackground,
      [indicatorColor]: tokens.colorNeutralForegroundInverted,
      [indicatorBorderColor]: tokens.colorCompoundBrandBackground,
      ':hover': { [indicatorBackgroundColor]: tokens.colorCompoundBrandBackgroundHover, [indicatorBorderColor]: tokens.colorCompoundBrandBackgroundHover },
      ':active': { [indicatorBackgroundColor]: tokens.colorCompoundBrandBackgroundPressed, [indicatorBorderColor]: tokens.colorCompoundBrandBackgroundPressed },
    },
    // Keyboard focus: Fluent's focus outline around the whole checkbox.
    ':has(> input:focus-visible)::after': {
      content: '""',
      position: 'absolute',
      pointerEvents: 'none',
      zIndex: 1,
      border: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusMedium,
      top: '-2px',
      right: '-2px',
      bottom: '-2px',
      left: '-2px',
    },
  },
  input: {
    boxSizing: 'border-box',
    cursor: 'inherit',
    height: '100%',
    margin: 0,
    opacity: 0,
    position: 'absolute',
    top: 0,
    left: 0,
    // The indicator and the space around it: a click there still toggles the box.
    width: `calc(16px + 2 * ${tokens.spacingHorizontalS})`,
  },
  indicator: {
    alignSelf: 'flex-start',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    color: `var(${indicatorColor}, transparent)`,
    backgroundColor: `var(${indicatorBackgroundColor})`,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', `var(${indicatorBorderColor}, ${tokens.colorNeutralStrokeAccessible})`),
    borderRadius: tokens.borderRadiusSmall,
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    fill: 'currentColor',
    pointerEvents: 'none',
    fontSize: '12px',
    height: '16px',
    width: '16px',
  },
  label: {
    alignSelf: 'center',
    color: 'inherit',
    cursor: 'inherit',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    paddingLeft: tokens.spacingHorizontalXS,
    marginTop: `calc((16px - ${tokens.lineHeightBase300}) / 2)`,
    marginBottom: `calc((16px - ${tokens.lineHeightBase300}) / 2)`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
};

/**
 * A checkbox that looks like Fluent's Checkbox, in plain markup. Inside a `forms/Field` it takes
 * the field's id, description and invalid state; `{...form.register(name)}` binds it.
 */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  const styles = useStyles();
  const field = useFieldControl();
  const ownId = useId();
  const id = props.id ?? field?.id ?? ownId;
  return (
    <span className={mergeClasses(styles.root, className)}>
      <input type="checkbox" {...field} {...props} id={id} className={styles.input} />
      <div aria-hidden="true" className={styles.indicator}>
        <Checkmark12Filled />
      </div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
