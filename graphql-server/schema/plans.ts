import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { PlanType } from '../generated/prisma/client.ts';
import { creditsLeft } from '../services/credits.ts';
import { purchasablePlans } from '../services/subscriptions.ts';
import { effectivePlanType, isPremium, planFromTeam, planOrder, plans, planSources, subscriptionStateSelect, userPlan, userPlanType, type Plan, type PlanSources } from '../services/plans.ts';
import { User } from './user.ts';

// The plan catalog (services/plans.ts) as GraphQL: every screen that shows a price or a limit reads
// it from here, and a user's plan facts are computed from the same catalog.

export const PlanTypeEnum = builder.enumType('PlanType', { values: planOrder });

const OptimizationsPeriodEnum = builder.enumType('OptimizationsPeriod', {
  values: { month: { description: 'Calendar month (UTC).' }, day: { description: 'Calendar day (UTC).' } },
});

const PlanObject = builder.objectRef<Plan>('Plan').implement({
  description: 'A plan of the catalog: its price and its limits.',
  fields: (t) => ({
    type: t.expose('type', { type: PlanTypeEnum }),
    priceCents: t.exposeInt('priceCents', { description: 'Monthly price in cents of `currency`; 0 for the free plan.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the price, e.g. "USD".' }),
    optimizationsLimit: t.exposeInt('optimizationsLimit', {
      nullable: true,
      description: 'Optimizations per `optimizationsPeriod`; null means unlimited.',
    }),
    optimizationsPeriod: t.expose('optimizationsPeriod', {
      type: OptimizationsPeriodEnum,
      nullable: true,
      description: 'When the optimizations limit resets; null when unlimited.',
    }),
    libraryPromptsPerCategory: t.exposeInt('libraryPromptsPerCategory', {
      nullable: true,
      description: 'Library prompts per category readable in full; null means all of them.',
    }),
    premiumPrompts: t.exposeBoolean('premiumPrompts', { description: 'Whether Premium library prompts are readable.' }),
    savedPromptsLimit: t.exposeInt('savedPromptsLimit', { nullable: true, description: 'Prompts a user may save; null means unlimited.' }),
    teamMembers: t.exposeInt('teamMembers', { description: 'People who share the plan, its owner included.' }),
  }),
});

/** The plan the request's viewer has right now; the free plan when logged out. */
export function viewerPlan(context: Context): Plan {
  return context.viewer ? userPlan(context.viewer) : plans.free;
}

builder.queryField('plans', (t) =>
  t.field({
    type: [PlanObject],
    description: 'The plan catalog, from free to enterprise. Public.',
    resolve: () => planOrder.map((type) => plans[type]),
  }),
);

builder.prismaObjectFields(User, (t) => ({
  plan: t.field({
    type: PlanObject,
    description:
      "The plan the user has right now: a paid plan whose period has ended counts as free; a team member has Enterprise while the team owner's Enterprise plan runs.",
    select: subscriptionStateSelect,
    resolve: (user) => userPlan(planSources(user)),
  }),
  planType: t.field({ type: PlanTypeEnum, select: subscriptionStateSelect, resolve: (user) => userPlanType(planSources(user)) }),
  isPremium: t.boolean({ select: subscriptionStateSelect, resolve: (user) => isPremium(planSources(user)) }),
  planFromTeam: t.boolean({
    description: "Whether the user's plan comes from their team's Enterprise plan rather than their own subscription.",
    select: subscriptionStateSelect,
    resolve: (user) => planFromTeam(planSources(user)),
  }),
  savedPromptsLimit: t.int({
    nullable: true,
    description: "How many prompts the user's plan lets them save; null means unlimited.",
    select: subscriptionStateSelect,
    resolve: (user) => userPlan(planSources(user)).savedPromptsLimit,
  }),
}));

export const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: ['active', 'trialing', 'cancelled', 'expired'] as const });

interface SubscriptionFacts {
  userId: number;
  /** The plan's sources: the user's own subscription (below) and their team owner's. */
  sources: PlanSources;
  subscription: {
    planType: PlanType;
    status: 'active' | 'trialing' | 'cancelled' | 'expired';
    premiumExpiresAt: Date | null;
    cancelAtPeriodEnd: boolean;
    trialUsed: boolean;
  } | null;
}

const UserSubscription = builder.objectRef<SubscriptionFacts>('UserSubscription').implement({
  description:
    "The user's plan right now, as the subscription screens and GET /api/subscription show it. `planType`, `isPremium` and `optimizationsLeft` count a team's Enterprise plan (`fromTeam`); the other fields are about the user's own subscription.",
  fields: (t) => ({
    planType: t.field({ type: PlanTypeEnum, resolve: (facts) => userPlanType(facts.sources) }),
    isPremium: t.boolean({ resolve: (facts) => isPremium(facts.sources) }),
    fromTeam: t.boolean({
      description: "Whether the plan comes from the team owner's Enterprise plan rather than the user's own subscription.",
      resolve: (facts) => planFromTeam(facts.sources),
    }),
    optimizationsLeft: t.int({
      nullable: true,
      description: 'Optimizations left in the current period (month or day, UTC); null when unlimited.',
      resolve: (facts) => creditsLeft(facts.userId, userPlan(facts.sources), new Date()),
    }),
    premiumExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "When the user's own paid period or trial ends; null on the free plan.",
      resolve: (facts) => (effectivePlanType(facts.subscription) === 'free' ? null : (facts.subscription?.premiumExpiresAt ?? null)),
    }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (facts) => facts.subscription?.status ?? 'active' }),
    cancelAtPeriodEnd: t.boolean({ resolve: (facts) => facts.subscription?.cancelAtPeriodEnd ?? false }),
    purchasablePlans: t.field({
      type: [PlanTypeEnum],
      description:
        'Plans the user may pay for now (createPaymentPreference): those above the current plan, and the current one during its trial or in its last 3 days. Empty when this server takes no payments (`paymentProviders` is empty).',
      resolve: (facts, _args, context) => (context.payments.providers.size === 0 ? [] : purchasablePlans(facts.subscription)),
    }),
    trialAvailable: t.boolean({
      description: 'Whether the once-per-account 7-day Pro trial can still be started.',
      resolve: (facts) => !facts.subscription?.trialUsed && effectivePlanType(facts.subscription) === 'free',
    }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  subscription: t.field({
    type: UserSubscription,
    select: {
      id: true,
      subscription: { select: { planType: true, status: true, premiumExpiresAt: true, cancelAtPeriodEnd: true, trialUsed: true } },
      teamMembership: subscriptionStateSelect.teamMembership,
    },
    resolve: (user) => ({ userId: user.id, sources: planSources(user), subscription: user.subscription }),
  }),
}));
