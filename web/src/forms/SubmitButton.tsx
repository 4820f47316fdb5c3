import { Button, Spinner } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * A form's submit button: while the mutation runs it is disabled and shows a spinner and the
 * pending label. `disabled` is for a form that cannot be sent at all (no credits left).
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
  return (
    <Button type="submit" appearance="primary" size={size} disabled={pending || disabled} icon={pending ? <Spinner size="tiny" /> : undefined}>
      {intl.formatMessage(pending ? pendingLabel : label)}
    </Button>
  );
}
