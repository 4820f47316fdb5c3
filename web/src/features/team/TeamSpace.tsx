import { Dropdown, Option, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { SectionHeading } from '../../ui/SectionHeading';
import { AddTeamPromptForm } from './AddTeamPromptForm';
import { TeamCategoriesPanel } from './TeamCategoriesPanel';
import { TeamPromptList } from './TeamPromptList';
import { teamMessages } from './teamMessages';
import type { TeamSpaceQuery } from './__generated__/TeamSpaceQuery.graphql';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '12px', marginBottom: '32px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  filter: { minWidth: '200px', maxWidth: '260px' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The team space of My Prompts ('Equipo' tab): the team's prompts, filterable by the team's own
 * categories, with every member's actions, "add to team" and the team categories. It reads its own
 * data when the tab opens, and again after each change.
 */
export function TeamSpace() {
  const intl = useIntl();
  const styles = useStyles();
  const [fetchKey, setFetchKey] = useState(0);
  const [filter, setFilter] = useState<string | null>(null);
  const data = useLazyLoadQuery<TeamSpaceQuery>(
    graphql`
      query TeamSpaceQuery {
        viewer {
          databaseId
        }
        categories {
          id
          name
        }
        team {
          viewerRole
          categories {
            id
            name
            ...TeamCategoriesPanel_categories
          }
          prompts {
            id
            teamCategory {
              id
            }
            ...TeamPromptList_prompts
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { viewer, team } = data;
  if (!viewer || !team) {
    return <EmptyState icon={<PeopleTeamRegular />} title={intl.formatMessage(teamMessages.noTeamText)} />;
  }
  const refresh = () => setFetchKey((key) => key + 1);
  // A deleted category leaves the filter on nothing: show everything again.
  const selected = team.categories.find((category) => category.id === filter) ?? null;
  const prompts = selected ? team.prompts.filter((prompt) => prompt.teamCategory?.id === selected.id) : team.prompts;
  const all = intl.formatMessage(teamMessages.allCategories);

  return (
    <>
      <section className={styles.section} aria-labelledby="team-space-prompts">
        <div className={styles.toolbar}>
          <SectionHeading id="team-space-prompts" title={intl.formatMessage(teamMessages.promptsTitle)} />
          <Dropdown
            className={styles.filter}
            aria-label={intl.formatMessage(teamMessages.filterLabel)}
            value={selected?.name ?? all}
            selectedOptions={[selected?.id ?? '']}
            onOptionSelect={(_, option) => setFilter(option.optionValue || null)}
            data-testid="team-category-filter"
          >
            <Option value="" text={all}>
              {all}
            </Option>
            {team.categories.map((category) => (
              <Option key={category.id} value={category.id}>
                {category.name}
              </Option>
            ))}
          </Dropdown>
        </div>
        {prompts.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(selected ? teamMessages.filterEmpty : teamMessages.promptsEmpty)}</p>
        ) : null}
        <TeamPromptList
          prompts={prompts}
          viewerDatabaseId={viewer.databaseId}
          isOwner={team.viewerRole === 'OWNER'}
          copyCategoryId={data.categories[0]?.id ?? null}
          onChanged={refresh}
        />
      </section>
      <section className={styles.section} aria-labelledby="team-space-add">
        <SectionHeading id="team-space-add" title={intl.formatMessage(teamMessages.addPrompt)} />
        <AddTeamPromptForm
          key={selected?.id ?? ''}
          teamCategories={team.categories}
          libraryCategories={data.categories}
          defaultCategoryId={selected?.id ?? ''}
          onAdded={refresh}
        />
      </section>
      <section className={styles.section} aria-labelledby="team-space-categories">
        <SectionHeading
          id="team-space-categories"
          title={intl.formatMessage(teamMessages.categoriesTitle)}
          aside={<ButtonLink to="/team">{intl.formatMessage(teamMessages.manageTeam)}</ButtonLink>}
        />
        <TeamCategoriesPanel categories={team.categories} onChanged={refresh} />
      </section>
    </>
  );
}
