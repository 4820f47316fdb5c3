import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { PlanTypeEnum, SubscriptionStatusEnum } from './plans.ts';

// Admin › Suscripciones: every account's stored plan, for the admin to follow renewals.

const AccountSubscription = builder.prismaNode('Subscription', {
  name: 'AccountSubscription',
  id: { field: 'id' },
  description:
    "An account's stored plan, as the renewal check sees it: a plan whose period has ended stays here until the check moves it to free. Only admins see them.",
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    user: t.relation('user'),
    planType: t.expose('planType', { type: PlanTypeEnum }),
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    premiumExpiresAt: t.expose('premiumExpiresAt', { type: 'DateTime', nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
  }),
});

builder.queryField('subscriptions', (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: AccountSubscription,
    cursor: 'id',
    maxSize: 100,
    description: "Every account's subscription, newest account first, optionally of one plan. Admins only.",
    args: { planType: t.arg({ type: PlanTypeEnum, required: false, description: 'Only subscriptions of this plan.' }) },
    resolve: (query, _root, { planType }) =>
      prisma.subscription.findMany({ ...query, where: planType ? { planType } : {}, orderBy: { id: 'desc' } }),
  }),
);
