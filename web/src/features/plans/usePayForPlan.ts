import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { goToCheckout } from './checkout';
import { planMessages } from './planMessages';
import { useCreatePaymentPreferenceMutation } from './useCreatePaymentPreferenceMutation';
import type { PaymentProvider, PlanType } from './__generated__/useCreatePaymentPreferenceMutation.graphql';

/**
 * Paying for a plan: asks the server for a checkout (`createPaymentPreference`) with its
 * configured provider (`paymentProviders`, the real one first) and sends the browser there.
 * The plan starts only when the provider confirms the payment to the server.
 */
export function usePayForPlan(providers: readonly PaymentProvider[]) {
  const [commit] = useCreatePaymentPreferenceMutation();
  const [pending, setPending] = useState<PlanType | null>(null);
  const notify = useNotify();
  const intl = useIntl();
  const failNoLink = () => notify.error(intl.formatMessage(planMessages.noPaymentLink), intl.formatMessage(planMessages.noPaymentLinkBody));

  const pay = async (planType: PlanType) => {
    const provider = providers[0];
    if (!provider) return failNoLink();
    setPending(planType);
    const result = await commit({ input: { provider, planType } });
    if (result.ok && result.data.initPoint) return goToCheckout(result.data.initPoint); // stays pending while the page leaves
    if (result.ok) failNoLink();
    setPending(null);
  };
  return [pay, pending] as const;
}
