import { readInlineData } from 'react-relay';
import { graphql } from '../../relay/graphql';
import type { IntlShape } from 'react-intl';
import type { planText_plan$key } from './__generated__/planText_plan.graphql';
import { planFactLines } from './planFacts';

// What a plan of the catalog includes, read from a Relay fragment; the wording is planFacts.ts's.

export { planName, type PlanType } from './planFacts';

/** What a plan includes, one short line per fact. */
export function planIncludes(intl: IntlShape, planKey: planText_plan$key): string[] {
  const { optimizationsLimit, optimizationsPeriod, libraryPromptsPerCategory, premiumPrompts, savedPromptsLimit, teamMembers } = readInlineData(
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
  return planFactLines(intl, { optimizationsLimit, optimizationsPeriod, libraryPromptsPerCategory, premiumPrompts, savedPromptsLimit, teamMembers });
}

/** Whether the catalog's plan types (ordered from free up) have one above this one to upgrade to. */
export function hasHigherPlan(type: string, catalogTypes: readonly string[]): boolean {
  const index = catalogTypes.indexOf(type);
  return index !== -1 && index < catalogTypes.length - 1;
}
