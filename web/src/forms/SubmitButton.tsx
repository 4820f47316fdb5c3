import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PlainButton } from '../ui/PlainButton';

// Fluent's disabled primary Button and tiny Spinner, in plain CSS (ui/buttonStyles has the landing page's looks only).
const useStyles = makeStyles({
  disabled: {
    ':disabled,:disabled:hover,:disabled:hover:active,[aria-disabled="true"],[aria-disabled="true"]:hover,[aria-disabled="true"]:hover:active': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForegroundDisabled,
      cursor: 'not-allowed',
    },
  },
  spinner: {
    boxSizing: 'border-box',
    width: '20px',
    height: '20px',
    borderRadius: '50%',
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2Contrast}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '1.8s' },
  },
});

/**
 * A form's submit button: while the mutation runs it shows a spinner and the pending label and
 * refuses clicks (and so Enter's implicit submission), but stays focusable (`aria-disabled`): a
 * disabled button would drop the keyboard focus out of its dialog, where Escape no longer reaches
 * it. Fluent's primary Button look in plain markup, so /auth's forms load no Fluent component
 * code. `disabled` is for a form that cannot be sent at all (no credits left).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  size,
  disabled = false,
}: {
  pending: boolean;
  label: MessageDescriptor;
  pendingLabel: MessageDescriptor;
  size?: 'medium' | 'large';
  disabled?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <PlainButton
      type="submit"
      appearance="primary"
      size={size}
      disabled={disabled}
      aria-disabled={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : undefined}
      className={styles.disabled}
      icon={pending ? <span className={styles.spinner} role="progressbar" /> : undefined}
    >
      {intl.formatMessage(pending ? pendingLabel : label)}
    </PlainButton>
  );
}
