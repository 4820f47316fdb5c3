import { Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNotify } from '../../../notify/useNotify';
import { AppDialog } from '../../../ui/AppDialog';
import { useCancelSubscriptionMutation } from '../../plans/useCancelSubscriptionMutation';

const messages = defineMessages({
  title: { id: 'settings.cancel.title', defaultMessage: '¿Cancelar tu suscripción?' },
  keep: { id: 'settings.cancel.keep', defaultMessage: 'Mantener suscripción' },
  confirm: { id: 'settings.cancel.confirm', defaultMessage: 'Sí, cancelar' },
  cancelling: { id: 'settings.cancel.cancelling', defaultMessage: 'Cancelando…' },
  done: { id: 'settings.cancel.done', defaultMessage: 'Suscripción cancelada' },
});

export const cancelBodyMessage = defineMessage<{ plan: string; date: string }>({
  id: 'settings.cancel.body',
  defaultMessage:
    'Seguirás teniendo el {plan} hasta el {date} y podrás reanudar la suscripción hasta entonces. Después pasarás al Plan Gratis: tus prompts guardados se conservan, aunque no podrás guardar más mientras superes su límite. Lo ya pagado no se reembolsa al cancelar.',
});

const doneBodyMessage = defineMessage<{ plan: string; date: string }>({
  id: 'settings.cancel.doneBody',
  defaultMessage: 'Tu {plan} sigue activo hasta el {date}.',
});

/** Cancelling asks first, and says until when the plan stays (premiumExpiresAt; docs/behaviour.md, Plans and credits). */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  plan,
  date,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: string;
  date: string;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const confirm = async () => {
    const result = await cancel({});
    // The dialog closes on an error too (the toast says why).
    onOpenChange(false);
    if (result.ok) notify.success(intl.formatMessage(messages.done), intl.formatMessage(doneBodyMessage, { plan, date }));
  };
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="narrow" alert>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent>{intl.formatMessage(cancelBodyMessage, { plan, date })}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button appearance="primary" disabled={cancelling} onClick={() => void confirm()}>
            {intl.formatMessage(cancelling ? messages.cancelling : messages.confirm)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
