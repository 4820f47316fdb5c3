import { readInlineData } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { planText_plan$key } from './__generated__/planText_plan.graphql';

// How a plan of the catalog (the `plans` query, `User.plan`) reads in the interface: its name and
// what it includes, written from the catalog's numbers so no screen states a plan fact of its own.

const names = defineMessages({
  free: { id: 'plan.name.free', defaultMessage: 'Plan Gratuito' },
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
const teamMessage = defineMessage<{ count: number }>({
  id: 'plan.fact.team',
  defaultMessage: 'Equipo de hasta {count} personas',
});

export type { PlanType } from './__generated__/PlanCard_query.graphql';
import type { PlanType } from './__generated__/PlanCard_query.graphql';

export function planName(intl: IntlShape, type: PlanType): string {
  return intl.formatMessage(names[type]);
}

/** What a plan includes, one short line per fact. */
export function planIncludes(intl: IntlShape, planKey: planText_plan$key): string[] {
  const plan = readInlineData(
    graphql`
      fragment planText_plan on Plan @inline {
        optimizationsLimit
        optimizationsPeriod
        libraryPromptsPerCategory
        premiumPrompts
        savedPromptsLimit
        teamMembers
      }
    `,
    planKey,
  );
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

/** Whether the catalog's plan types (ordered from free up) have one above this one to upgrade to. */
export function hasHigherPlan(type: string, catalogTypes: readonly string[]): boolean {
  const index = catalogTypes.indexOf(type);
  return index !== -1 && index < catalogTypes.length - 1;
}
