import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { PlanType } from './__generated__/PlanCard_query.graphql';

// How a plan of the catalog (the `plans` query, `User.plan`) reads in the interface: its name and
// what it includes, written from the catalog's numbers so no screen states a plan fact of its own.
// Plain data in, no Relay: the landing page renders its pricing from a plain fetch of the catalog.

export type { PlanType };

/** The catalog fields the lines are written from (planText.ts reads them from a fragment). */
export interface PlanFacts {
  optimizationsLimit: number | null | undefined;
  optimizationsPeriod: 'day' | 'month' | null | undefined;
  libraryPromptsPerCategory: number | null | undefined;
  premiumPrompts: boolean;
  savedPromptsLimit: number | null | undefined;
  teamMembers: number;
}

const names = defineMessages({
  free: { id: 'plan.name.free', defaultMessage: 'Plan Gratis' },
  basic: { id: 'plan.name.basic', defaultMessage: 'Plan Básico' },
  pro: { id: 'plan.name.pro', defaultMessage: 'Plan Pro' },
  enterprise: { id: 'plan.name.enterprise', defaultMessage: 'Plan Empresarial' },
});

const facts = defineMessages({
  unlimitedOptimizations: { id: 'plan.fact.unlimitedOptimizations', defaultMessage: 'Optimizaciones ilimitadas' },
  fullLibrary: { id: 'plan.fact.fullLibrary', defaultMessage: 'Biblioteca completa, Premium incluido' },
  unlimitedSaved: { id: 'plan.fact.unlimitedSaved', defaultMessage: 'Prompts guardados ilimitados' },
});

const perMonthMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.optimizationsPerMonth',
  defaultMessage: '{count, plural, one {# optimización al mes} other {# optimizaciones al mes}}',
});
const perDayMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.optimizationsPerDay',
  defaultMessage: '{count, plural, one {# optimización al día} other {# optimizaciones al día}}',
});
const perCategoryMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.promptsPerCategory',
  defaultMessage: '{count} prompts por categoría de la biblioteca, sin Premium',
});
const savedMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.saved',
  defaultMessage: 'Hasta {count} prompts guardados',
});
// What the team really gives (docs/behaviour.md, The team): the plan's benefits for every member and a shared library.
const teamMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.team',
  defaultMessage: 'Equipo de hasta {count} personas: todas con los beneficios del plan y una biblioteca de prompts compartida',
});

export function planName(intl: IntlShape, type: PlanType): string {
  return intl.formatMessage(names[type]);
}

/** What a plan includes, one short line per fact. */
export function planFactLines(intl: IntlShape, plan: PlanFacts): string[] {
  const lines: string[] = [];
  if (plan.optimizationsLimit == null) lines.push(intl.formatMessage(facts.unlimitedOptimizations));
  else
    lines.push(
      intl.formatMessage(plan.optimizationsPeriod === 'day' ? perDayMessage : perMonthMessage, { count: plan.optimizationsLimit }),
    );
  if (plan.premiumPrompts && plan.libraryPromptsPerCategory == null) lines.push(intl.formatMessage(facts.fullLibrary));
  else if (plan.libraryPromptsPerCategory != null)
    lines.push(intl.formatMessage(perCategoryMessage, { count: plan.libraryPromptsPerCategory }));
  lines.push(
    plan.savedPromptsLimit == null
      ? intl.formatMessage(facts.unlimitedSaved)
      : intl.formatMessage(savedMessage, { count: plan.savedPromptsLimit }),
  );
  if (plan.teamMembers > 1) lines.push(intl.formatMessage(teamMessage, { count: plan.teamMembers }));
  return lines;
}
