import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DiamondDismiss12Filled } from '@fluentui/react-icons';
import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a field gives its control (TextInput, PasswordInput, Checkbox): Fluent's Field does the same through its context. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The enclosing Field's id and ARIA wiring, for a control to spread on its native element. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

// Fluent's Field (vertical, medium) and Label: values follow @fluentui/react-field and react-label.
const useStyles = makeStyles({
  root: { display: 'grid' },
  label: {
    maxWidth: 'max-content',
    maxHeight: 'max-content',
    paddingTop: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalXXS,
    marginBottom: tokens.spacingVerticalXXS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  secondary: {
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase200,
  },
  // A gutter for the icon, so that wrapped lines align right of it.
  error: { color: tokens.colorPaletteRedForeground1, paddingLeft: `calc(12px + ${tokens.spacingHorizontalXS})` },
  errorIcon: {
    display: 'inline-block',
    fontSize: '12px',
    marginLeft: `calc(-12px - ${tokens.spacingHorizontalXS})`,
    marginRight: tokens.spacingHorizontalXS,
    lineHeight: '0',
    verticalAlign: '-1px',
    color: tokens.colorPaletteRedForeground1,
  },
});

export interface FieldProps {
  label?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** From `form.field(name)`. */
  validationMessage?: ReactNode;
  validationState?: 'error' | 'none';
  className?: string;
  children: ReactNode;
}

/**
 * A form field: label, control, error message and hint. Looks like Fluent's Field and takes the
 * same props (`{...form.field(name)}`), but is plain markup: forms on pages that load without
 * Fluent's components (/auth) use it, and so does every form with text inputs, checkboxes and
 * password inputs (forms/TextInput, forms/Checkbox, forms/PasswordInput).
 */
export function Field({ label, required = false, hint, validationMessage, validationState = 'none', className, children }: FieldProps) {
  const styles = useStyles();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const invalid = validationState === 'error';
  const control: FieldControlProps = {
    id,
    'aria-describedby': [validationMessage ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid ? true : undefined,
    required: required || undefined,
  };
  return (
    <FieldContext.Provider value={control}>
      <div className={mergeClasses(styles.root, className)}>
        {label != null ? (
          <label htmlFor={id} className={styles.label}>
            {label}
            {required ? (
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            ) : null}
          </label>
        ) : null}
        {children}
        {validationMessage ? (
          <div id={messageId} role={invalid ? 'alert' : undefined} className={mergeClasses(styles.secondary, invalid && styles.error)}>
            {invalid ? (
              <span className={styles.errorIcon}>
                <DiamondDismiss12Filled />
              </span>
            ) : null}
            {validationMessage}
          </div>
        ) : null}
        {hint ? (
          <div id={hintId} className={styles.secondary}>
            {hint}
          </div>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
