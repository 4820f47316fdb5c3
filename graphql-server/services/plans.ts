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

/** What a user's plan is computed from: select it with the user wherever a plan fact is shown. */
export const subscriptionStateSelect = {
  subscription: { select: { planType: true, status: true, premiumExpiresAt: true } },
} as const satisfies Prisma.UserSelect;

export type SubscriptionState = Prisma.UserGetPayload<{ select: typeof subscriptionStateSelect }>['subscription'];

/** The plan a subscription gives right now: a paid plan whose period has ended counts as free. */
export function effectivePlanType(subscription: SubscriptionState | null | undefined, now = new Date()): PlanType {
  if (!subscription || subscription.planType === 'free' || subscription.status === 'expired') return 'free';
  if (subscription.premiumExpiresAt && subscription.premiumExpiresAt <= now) return 'free';
  return subscription.planType;
}

export function effectivePlan(subscription: SubscriptionState | null | undefined, now = new Date()): Plan {
  return plans[effectivePlanType(subscription, now)];
}

export function isPremium(subscription: SubscriptionState | null | undefined, now = new Date()): boolean {
  return effectivePlan(subscription, now).premiumPrompts;
}
