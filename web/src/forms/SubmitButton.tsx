import { Button, Spinner } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A form's submit button: while the mutation runs it is disabled and shows a spinner and the pending label. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  size,
}: {
  pending: boolean;
  label: MessageDescriptor;
  pendingLabel: MessageDescriptor;
  size?: 'medium' | 'large';
}) {
  const intl = useIntl();
  return (
    <Button type="submit" appearance="primary" size={size} disabled={pending} icon={pending ? <Spinner size="tiny" /> : undefined}>
      {intl.formatMessage(pending ? pendingLabel : label)}
    </Button>
  );
}
