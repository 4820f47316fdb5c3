import { Button, Card, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useRevalidator } from 'react-router-dom';
import { graphql } from '../../relay/graphql';
import { useRouteQuery } from '../../router/routeQuery';
import { useNotify } from '../../notify/useNotify';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHeader } from '../../ui/PageHeader';
import { SectionHeading } from '../../ui/SectionHeading';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { UPGRADE_PATH } from '../../layout/navigation';
import { AddTeamPromptForm } from './AddTeamPromptForm';
import { TeamPromptList } from './TeamPromptList';
import { invitationMessage, memberOptimizationsMessage, monthMessage, seatsMessage, teamMessages, usesMessage } from './teamMessages';
import {
  useAcceptInvitation,
  useCancelInvitation,
  useCreateTeam,
  useDeclineInvitation,
  useInvite,
  useRemoveMember,
  useRenameTeam,
  useTransferOwnership,
} from './useTeamMutations';
import type { TeamPageQuery } from './__generated__/TeamPageQuery.graphql';

export const teamPageQuery = graphql`
  query TeamPageQuery {
    viewer {
      databaseId
      planType
      planFromTeam
    }
    categories {
      id
      name
    }
    teamInvitations {
      id
      teamName
      inviterUsername
    }
    team {
      id
      name
      seats
      seatsUsed
      viewerRole
      members {
        userDatabaseId
        username
        role
      }
      invitations {
        id
        inviteeUsername
      }
      categories {
        id
        name
      }
      prompts {
        id
        ...TeamPromptList_prompts
      }
      stats {
        months {
          month
          newPrompts
          optimizationsByMember {
            userDatabaseId
            username
            optimizations
          }
          mostUsedPrompts {
            teamPromptDatabaseId
            title
            uses
            copied
            optimized
            filled
          }
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '12px', marginBottom: '32px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  grow: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '8px' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
});

/** "2026-11", a UTC calendar month, in the interface's words: "Noviembre de 2026", "November 2026". */
function monthName(intl: IntlShape, month: string): string {
  const name = intl.formatDate(`${month}-01T00:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
}

/** The Team page: invitations for the viewer, the team's members and invitations, its prompts, and the owner's numbers. */
export function TeamPage() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { revalidate } = useRevalidator();
  const data = useRouteQuery<TeamPageQuery>(teamPageQuery);
  useDocumentTitle(intl.formatMessage(teamMessages.title));
  const [accept] = useAcceptInvitation();
  const [decline] = useDeclineInvitation();
  const [createTeam, creating] = useCreateTeam();
  const [renameTeam] = useRenameTeam();
  const [invite, inviting] = useInvite();
  const [cancel] = useCancelInvitation();
  const [remove] = useRemoveMember();
  const [transfer] = useTransferOwnership();
  const [name, setName] = useState('');
  const [invitee, setInvitee] = useState('');

  const { viewer, team } = data;
  if (!viewer) return null;
  const isOwner = team?.viewerRole === 'OWNER';
  const ownEnterprise = viewer.planType === 'enterprise' && !viewer.planFromTeam;
  // After a success the page reloads its query: members, seats and lists all come from the server.
  const then = (result: Promise<{ ok: boolean }>, done?: () => void) => {
    void result.then((outcome) => {
      if (!outcome.ok) return;
      done?.();
      void revalidate();
    });
  };
  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    handler();
  };

  return (
    <>
      <PageHeader title={team?.name ?? intl.formatMessage(teamMessages.title)} subtitle={intl.formatMessage(teamMessages.subtitle)} />

      {data.teamInvitations.length > 0 ? (
        <section className={styles.section} aria-labelledby="team-invitations">
          <SectionHeading id="team-invitations" title={intl.formatMessage(teamMessages.invitationsTitle)} />
          <ul className={styles.list}>
            {data.teamInvitations.map((invitation) => (
              <li key={invitation.id}>
                <Card orientation="horizontal" className={styles.row}>
                  <span className={styles.grow}>
                    {intl.formatMessage(invitationMessage, { team: invitation.teamName, inviter: invitation.inviterUsername ?? '—' })}
                  </span>
                  <Button appearance="primary" onClick={() => then(accept({ input: { id: invitation.id } }))}>
                    {intl.formatMessage(teamMessages.accept)}
                  </Button>
                  <Button onClick={() => then(decline({ input: { id: invitation.id } }))}>{intl.formatMessage(teamMessages.decline)}</Button>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {!team ? (
        ownEnterprise ? (
          <section className={styles.section} aria-labelledby="team-create">
            <SectionHeading id="team-create" title={intl.formatMessage(teamMessages.createTitle)} />
            <p className={styles.muted}>{intl.formatMessage(teamMessages.createText)}</p>
            <form className={styles.form} onSubmit={submit(() => then(createTeam({ input: { name } }), () => setName('')))}>
              <Field label={intl.formatMessage(teamMessages.nameLabel)}>
                <Input value={name} onChange={(_event, value) => setName(value.value)} maxLength={80} required />
              </Field>
              <Button type="submit" appearance="primary" disabled={creating}>
                {intl.formatMessage(teamMessages.createButton)}
              </Button>
            </form>
          </section>
        ) : (
          <section className={styles.section}>
            <p className={styles.muted}>{intl.formatMessage(teamMessages.noTeamText)}</p>
            <div className={styles.row}>
              <ButtonLink to={UPGRADE_PATH}>{intl.formatMessage(teamMessages.seePlans)}</ButtonLink>
            </div>
          </section>
        )
      ) : (
        <>
          <section className={styles.section} aria-labelledby="team-members">
            <SectionHeading
              id="team-members"
              title={intl.formatMessage(teamMessages.membersTitle)}
              aside={intl.formatMessage(seatsMessage, { used: team.seatsUsed, seats: team.seats })}
            />
            <ul className={styles.list} data-testid="team-members">
              {team.members.map((member) => (
                <li key={member.userDatabaseId}>
                  <Card orientation="horizontal" className={styles.row}>
                    <span className={styles.grow}>
                      {member.username} · {intl.formatMessage(member.role === 'OWNER' ? teamMessages.owner : teamMessages.member)}
                    </span>
                    {isOwner && member.role !== 'OWNER' ? (
                      <>
                        <Button onClick={() => then(transfer({ input: { userDatabaseId: member.userDatabaseId } }))}>
                          {intl.formatMessage(teamMessages.transfer)}
                        </Button>
                        <Button onClick={() => then(remove({ input: { userDatabaseId: member.userDatabaseId } }))}>
                          {intl.formatMessage(teamMessages.remove)}
                        </Button>
                      </>
                    ) : null}
                    {!isOwner && member.userDatabaseId === viewer.databaseId ? (
                      <Button onClick={() => then(remove({ input: { userDatabaseId: member.userDatabaseId } }))}>
                        {intl.formatMessage(teamMessages.leave)}
                      </Button>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
            {isOwner ? (
              <>
                <form className={styles.form} onSubmit={submit(() => then(invite({ input: { usernameOrEmail: invitee } }), () => {
                  setInvitee('');
                  notify.success(intl.formatMessage(teamMessages.invited));
                }))}>
                  <Field label={intl.formatMessage(teamMessages.inviteLabel)}>
                    <Input value={invitee} onChange={(_event, value) => setInvitee(value.value)} required />
                  </Field>
                  <Button type="submit" appearance="primary" disabled={inviting}>
                    {intl.formatMessage(teamMessages.inviteButton)}
                  </Button>
                </form>
                <form className={styles.form} onSubmit={submit(() => then(renameTeam({ input: { name } }), () => setName('')))}>
                  <Field label={intl.formatMessage(teamMessages.nameLabel)}>
                    <Input value={name} onChange={(_event, value) => setName(value.value)} maxLength={80} required />
                  </Field>
                  <Button type="submit">{intl.formatMessage(teamMessages.rename)}</Button>
                </form>
              </>
            ) : null}
          </section>
          {team.invitations.length > 0 ? (
            <section className={styles.section} aria-labelledby="team-pending">
              <SectionHeading id="team-pending" title={intl.formatMessage(teamMessages.pendingTitle)} />
              <ul className={styles.list}>
                {team.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <Card orientation="horizontal" className={styles.row}>
                      <span className={styles.grow}>{invitation.inviteeUsername}</span>
                      {isOwner ? (
                        <Button onClick={() => then(cancel({ input: { id: invitation.id } }))}>{intl.formatMessage(teamMessages.cancel)}</Button>
                      ) : null}
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="team-prompts">
            <SectionHeading id="team-prompts" title={intl.formatMessage(teamMessages.promptsTitle)} />
            {team.prompts.length === 0 ? <p className={styles.muted}>{intl.formatMessage(teamMessages.promptsEmpty)}</p> : null}
            <TeamPromptList
              prompts={team.prompts}
              viewerDatabaseId={viewer.databaseId}
              isOwner={isOwner}
              copyCategoryId={data.categories[0]?.id ?? null}
              onChanged={() => void revalidate()}
            />
          </section>
          {/* Below the list with a heading of its own, as in My Prompts' team space. */}
          <section className={styles.section} aria-labelledby="team-add-prompt">
            <SectionHeading id="team-add-prompt" title={intl.formatMessage(teamMessages.addPrompt)} />
            <AddTeamPromptForm teamCategories={team.categories} libraryCategories={data.categories} onAdded={() => void revalidate()} />
          </section>

          {team.stats ? (
            <section className={styles.section} aria-labelledby="team-stats">
              <SectionHeading id="team-stats" title={intl.formatMessage(teamMessages.statsTitle)} />
              {team.stats.months.map((month) => (
                <Card key={month.month}>
                  <strong>
                    {intl.formatMessage(monthMessage, { month: monthName(intl, month.month), newPrompts: month.newPrompts })}
                  </strong>
                  <ul className={styles.list}>
                    {month.optimizationsByMember.map((row) => (
                      <li key={row.userDatabaseId}>
                        {intl.formatMessage(memberOptimizationsMessage, { username: row.username, optimizations: row.optimizations })}
                      </li>
                    ))}
                  </ul>
                  <span className={styles.muted}>{intl.formatMessage(teamMessages.statsMostUsed)}</span>
                  {month.mostUsedPrompts.length === 0 ? <p className={styles.muted}>{intl.formatMessage(teamMessages.statsNone)}</p> : null}
                  <ul className={styles.list}>
                    {month.mostUsedPrompts.map((row) => (
                      <li key={row.teamPromptDatabaseId}>
                        {intl.formatMessage(usesMessage, { title: row.title, uses: row.uses, copied: row.copied, optimized: row.optimized, filled: row.filled })}
                      </li>
                    ))}
                  </ul>
                </Card>
              ))}
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
