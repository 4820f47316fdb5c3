import { isProviderName } from '../../services/payments/index.ts';
import { NotFoundError } from '../../services/errors.ts';
import { errorSelection, plainErrorSelection, type RestRoute } from './adapter.ts';

// The brief's REST paths (docs/behaviour.md): the trial ("upgrade call"), cancelling, paying for a plan and the renewal check, as
// thin adapters over the GraphQL schema. Webhooks and the sandbox checkout page are in http/payments.ts.

const subscriptionFields = `subscription { isPremium fromTeam optimizationsLeft planType premiumExpiresAt status cancelAtPeriodEnd trialAvailable purchasablePlans }`;

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/subscription/upgrade',
    operation: `mutation { startTrial { ${plainErrorSelection} ... on MutationStartTrialSuccess { data { ${subscriptionFields} } } } }`,
    field: 'startTrial',
    respond: (user: { subscription: unknown }) => user.subscription,
  },
  {
    method: 'POST',
    path: '/api/subscription/cancel',
    operation: `mutation { cancelSubscription { ${plainErrorSelection} ... on MutationCancelSubscriptionSuccess { data { ${subscriptionFields} } } } }`,
    field: 'cancelSubscription',
    respond: (user: { subscription: unknown }) => user.subscription,
  },
  {
    method: 'POST',
    path: '/api/subscription/check-renewals',
    operation: `mutation { checkRenewals { ${plainErrorSelection} ... on MutationCheckRenewalsSuccess { data { renewalsChecked deactivated timestamp } } } }`,
    field: 'checkRenewals',
    respond: (result: unknown) => result,
  },
  {
    method: 'POST',
    path: '/api/subscription/:provider/preference',
    operation: `mutation ($input: CreatePaymentPreferenceInput!) { createPaymentPreference(input: $input) { ${errorSelection} ... on MutationCreatePaymentPreferenceSuccess { data { initPoint } } } }`,
    field: 'createPaymentPreference',
    variables: ({ params, body }) => {
      if (!isProviderName(params.provider)) throw new NotFoundError('error.paymentProviderUnavailable');
      return { input: { provider: params.provider, planType: body.planType } };
    },
    respond: (preference: unknown) => preference,
  },
];
