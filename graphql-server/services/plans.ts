import type { PlanType, Prisma } from '../generated/prisma/client.ts';

/** The plan catalog: the one place where prices and limits are defined (docs/behaviour.md, Plans and credits). */
export interface Plan {
  type: PlanType;
  /** Monthly price in US cents. */
  priceCents: number;
  currency: 'USD';
  /** null means unlimited. */
  optimizationsLimit: number | null;
  optimizationsPeriod: 'month' | 'day' | null;
  /** Prompts per category shown in full; null means all. */
  libraryPromptsPerCategory: number | null;
  premiumPrompts: boolean;
  /** null means unlimited. */
  savedPromptsLimit: number | null;
  /** People who share the plan's benefits in a team, its owner included (services/teams.ts); 1 means no team. */
  teamMembers: number;
}

export const planOrder: readonly PlanType[] = ['free', 'basic', 'pro', 'enterprise'];

export const plans: Record<PlanType, Plan> = {
  free: {
    type: 'free',
    priceCents: 0,
    currency: 'USD',
    optimizationsLimit: 3,
    optimizationsPeriod: 'month',
    libraryPromptsPerCategory: 5,
    premiumPrompts: false,
    savedPromptsLimit: 10,
    teamMembers: 1,
  },
  basic: {
    type: 'basic',
    priceCents: 999,
    currency: 'USD',
    optimizationsLimit: 5,
    optimizationsPeriod: 'day',
    libraryPromptsPerCategory: null,
    premiumPrompts: true,
    savedPromptsLimit: null,
    teamMembers: 1,
  },
  pro: {
    type: 'pro',
    priceCents: 1999,
    currency: 'USD',
    optimizationsLimit: null,
    optimizationsPeriod: null,
    libraryPromptsPerCategory: null,
    premiumPrompts: true,
    savedPromptsLimit: null,
    teamMembers: 1,
  },
  enterprise: {
    type: 'enterprise',
    priceCents: 9999,
    currency: 'USD',
    optimizationsLimit: null,
    optimizationsPeriod: null,
    libraryPromptsPerCategory: null,
    premiumPrompts: true,
    savedPromptsLimit: null,
    teamMembers: 5,
  },
};

const subscriptionState = { select: { planType: true, status: true, premiumExpiresAt: true } } as const;

/**
 * What a user's plan is computed from: their own subscription and, when they are in a team, the
 * subscription of the team's owner. Select it with the user wherever a plan fact is shown.
 */
export const subscriptionStateSelect = {
  subscription: subscriptionState,
  teamMembership: { select: { team: { select: { members: { where: { role: 'OWNER' }, select: { user: { select: { subscription: subscriptionState } } } } } } } },
} as const satisfies Prisma.UserSelect;

type SelectedPlanState = Prisma.UserGetPayload<{ select: typeof subscriptionStateSelect }>;

export type SubscriptionState = SelectedPlanState['subscription'];

/** The two inputs of a user's plan (the session read returns both too: services/sessions.ts). */
export interface PlanSources {
  subscription: SubscriptionState | null | undefined;
  /** The subscription of the owner of the user's team; null when the user is in no team. */
  teamOwnerSubscription: SubscriptionState | null | undefined;
}

/** The plan sources of a user row read with subscriptionStateSelect. */
export function planSources(user: SelectedPlanState): PlanSources {
  return { subscription: user.subscription, teamOwnerSubscription: user.teamMembership?.team.members[0]?.user.subscription ?? null };
}

/** The plan a subscription gives right now: a paid plan whose period has ended counts as free. */
export function effectivePlanType(subscription: SubscriptionState | null | undefined, now = new Date()): PlanType {
  if (!subscription || subscription.planType === 'free' || subscription.status === 'expired') return 'free';
  if (subscription.premiumExpiresAt && subscription.premiumExpiresAt <= now) return 'free';
  return subscription.planType;
}

/**
 * The plan a user has right now (docs/behaviour.md, The team): the better of what their own
 * subscription gives and Enterprise while they are in a team whose owner's Enterprise plan runs. The
 * one computation of every benefit (library, credits, saved prompts): leaving the team, or the
 * owner's plan ending, changes it on the next request.
 */
export function userPlanType(sources: PlanSources, now = new Date()): PlanType {
  const own = effectivePlanType(sources.subscription, now);
  const fromTeam = effectivePlanType(sources.teamOwnerSubscription, now) === 'enterprise' ? 'enterprise' : 'free';
  return planOrder.indexOf(fromTeam) > planOrder.indexOf(own) ? fromTeam : own;
}

/** Whether the user's plan comes from their team rather than their own subscription. */
export function planFromTeam(sources: PlanSources, now = new Date()): boolean {
  return userPlanType(sources, now) !== effectivePlanType(sources.subscription, now);
}

export function userPlan(sources: PlanSources, now = new Date()): Plan {
  return plans[userPlanType(sources, now)];
}

export function isPremium(sources: PlanSources, now = new Date()): boolean {
  return userPlan(sources, now).premiumPrompts;
}
