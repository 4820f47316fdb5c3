import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { Context, SignedInContext } from '../context.ts';
import { prisma } from '../db/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, PaymentProviderFailedError, ValidationError } from '../services/errors.ts';
import { checkoutLifetimeMs, createPaymentPreference, providerNames } from '../services/payments/index.ts';
import { planOrder } from '../services/plans.ts';
import { cancelSubscription, checkRenewals, resumeSubscription, startTrial, type RenewalCheck } from '../services/subscriptions.ts';
import { PlanTypeEnum } from './plans.ts';
import { User } from './user.ts';

// Subscriptions and payments (docs/behaviour.md, Plans and credits, Payments): the trial, paying for a plan,
// cancelling, and the renewal check. The rules live in services/subscriptions.ts and services/payments/.

const PaymentProviderEnum = builder.enumType('PaymentProvider', {
  description: 'mercadopago: MercadoPago Checkout Pro. sandbox: the built-in test checkout (no money moves).',
  values: providerNames,
});

builder.queryField('paymentProviders', (t) =>
  t.field({
    type: [PaymentProviderEnum],
    description: 'The providers this server takes payments with, the real one first. Public.',
    resolve: (_root, _args, context) => providerNames.filter((name) => context.payments.providers.has(name)),
  }),
);

const viewerUser = (context: SignedInContext) => prisma.user.findUniqueOrThrow({ where: { id: context.viewer.id } });

builder.mutationFields((t) => ({
  startTrial: t.withAuth({ loggedIn: true }).field({
    type: User,
    description: 'Starts the once-per-account 7-day Pro trial, from the free plan only. Returns the viewer.',
    errors: { types: [AuthenticationError, ConflictError] },
    resolve: async (_root, _args, context) => {
      await startTrial(context.viewer.id);
      return viewerUser(context);
    },
  }),
  cancelSubscription: t.withAuth({ loggedIn: true }).field({
    type: User,
    description: 'Cancels at the end of the period: the plan stays until premiumExpiresAt, then becomes free. Returns the viewer.',
    errors: { types: [AuthenticationError, ConflictError] },
    resolve: async (_root, _args, context) => {
      await cancelSubscription(context.viewer.id);
      return viewerUser(context);
    },
  }),
  resumeSubscription: t.withAuth({ loggedIn: true }).field({
    type: User,
    description:
      'Undoes a cancel while the paid period (or trial) runs: the plan is as before, still ending at premiumExpiresAt unless another month is paid. Returns the viewer.',
    errors: { types: [AuthenticationError, ConflictError] },
    resolve: async (_root, _args, context) => {
      await resumeSubscription(context.viewer.id);
      return viewerUser(context);
    },
  }),
}));

const CreatePaymentPreferenceInput = builder.inputType('CreatePaymentPreferenceInput', {
  fields: (t) => ({
    provider: t.field({ type: PaymentProviderEnum, required: true, description: 'One of `paymentProviders`.' }),
    planType: t.field({ type: PlanTypeEnum, required: true, description: 'One of `viewer.subscription.purchasablePlans`.' }),
  }),
});

const PaymentPreference = builder.objectRef<{ initPoint: string }>('PaymentPreference').implement({
  fields: (t) => ({
    initPoint: t.exposeString('initPoint', { description: "The provider's checkout page: send the browser there." }),
  }),
});

builder.mutationField('createPaymentPreference', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: PaymentPreference,
    description:
      'Starts paying one month of a plan. The plan is granted only when the provider confirms the payment to the server, never on the return to /settings.',
    errors: { types: [ValidationError, AuthenticationError, ConflictError, NotFoundError, PaymentProviderFailedError] },
    args: {
      input: t.arg({
        type: CreatePaymentPreferenceInput,
        required: true,
        validate: { schema: z.object({ provider: z.enum(providerNames), planType: z.enum(planOrder) }) },
      }),
    },
    resolve: async (_root, { input }, context) => {
      const { initPoint } = await createPaymentPreference(context.payments, context.viewer.id, input.provider, input.planType);
      return { initPoint };
    },
  }),
);

const RenewalCheckResult = builder.objectRef<RenewalCheck>('RenewalCheckResult').implement({
  fields: (t) => ({
    renewalsChecked: t.exposeInt('renewalsChecked', { description: 'Paid plans and trials ending within the next 3 days.' }),
    deactivated: t.exposeInt('deactivated', { description: 'Plans whose period had ended, moved to free by this check.' }),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
  }),
});

/** Admins may run the check; so may a caller bearing RENEWALS_TOKEN (a daily cron), when it is set. */
function assertMayCheckRenewals(context: Context): void {
  if (context.viewer?.role === 'ADMIN') return;
  if (context.bearerToken === null) throw context.viewer ? new ForbiddenError() : new AuthenticationError();
  if (!context.renewalsToken) throw new NotFoundError('error.renewalsTokenDisabled');
  const given = Buffer.from(context.bearerToken);
  const expected = Buffer.from(context.renewalsToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AuthenticationError('error.renewalsTokenInvalid');
}

builder.mutationField('checkRenewals', (t) =>
  t.field({
    type: RenewalCheckResult,
    description: 'Moves plans whose period has ended to free and counts those ending within 3 days, e-mailing each of those people once. Admins, or `Authorization: Bearer <RENEWALS_TOKEN>`. Idempotent.',
    errors: { types: [AuthenticationError, ForbiddenError, NotFoundError] },
    resolve: (_root, _args, context) => {
      assertMayCheckRenewals(context);
      return checkRenewals({ mailer: context.mailer, siteOrigin: context.siteOrigin });
    },
  }),
);

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: 'refund_due: paid for a plan below the one running; the plan was left as it was and the money is owed back.',
  values: ['pending', 'approved', 'rejected', 'refunded', 'refund_due'] as const,
});

builder.prismaObject('Payment', {
  description: 'One payment for a month of a plan, as Settings › Suscripción lists it.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    planType: t.expose('planType', { type: PlanTypeEnum }),
    amountCents: t.exposeInt('amountCents'),
    currency: t.exposeString('currency'),
    status: t.expose('status', { type: PaymentStatusEnum }),
    provider: t.exposeString('provider'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the checkout was started.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its status last changed (approved, refunded…).' }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  payments: t.relatedConnection('payments', {
    cursor: 'id',
    maxSize: 100,
    description:
      "The user's payments, newest first. A checkout left unpaid is listed while it can still be paid (a day), then no longer: it was never a payment.",
    query: () => ({
      where: { OR: [{ status: { not: 'pending' as const } }, { createdAt: { gt: new Date(Date.now() - checkoutLifetimeMs) } }] },
      orderBy: { id: 'desc' as const },
    }),
  }),
}));
