import { isProviderName } from '../../services/payments/index.ts';
import { NotFoundError } from '../../services/errors.ts';
import { errorSelection, loginRequired, plainErrorSelection, type RestRoute } from './adapter.ts';

// The brief's REST paths (docs/behaviour.md): the trial ("upgrade call"), cancelling, resuming, the payments list, paying for a plan and the renewal check, as
// thin adapters over the GraphQL schema. Webhooks and the sandbox checkout page are in http/payments.ts.

const subscriptionFields = `subscription { isPremium fromTeam optimizationsLeft planType premiumExpiresAt status cancelAtPeriodEnd trialAvailable purchasablePlans }`;

interface PaymentRow {
  databaseId: number;
  [field: string]: unknown;
}

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/subscription/payments',
    operation: `query { viewer { payments(first: 100) { edges { node { databaseId planType amountCents currency status createdAt } } } } }`,
    field: 'viewer',
    // The list Settings › Suscripción shows, newest first, with numeric ids as REST clients know them.
    respond: (viewer: { payments: { edges: { node: PaymentRow }[] } }) => viewer.payments.edges.map(({ node: { databaseId, ...payment } }) => ({ id: databaseId, ...payment })),
    whenNull: loginRequired,
  },
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
    path: '/api/subscription/resume',
    operation: `mutation { resumeSubscription { ${plainErrorSelection} ... on MutationResumeSubscriptionSuccess { data { ${subscriptionFields} } } } }`,
    field: 'resumeSubscription',
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
