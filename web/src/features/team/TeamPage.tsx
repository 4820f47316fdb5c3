import { Button, Card, Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { UsePromptButton } from '../fill-in/UsePromptButton';
import { graphql } from '../../relay/graphql';
import { useRouteQuery } from '../../router/routeQuery';
import { useNotify } from '../../notify/useNotify';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHeader } from '../../ui/PageHeader';
import { SectionHeading } from '../../ui/SectionHeading';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { UPGRADE_PATH } from '../../layout/navigation';
import { EditTeamPromptDialog } from './EditTeamPromptDialog';
import { TeamPromptVersions } from './TeamPromptVersions';
import { invitationMessage, memberOptimizationsMessage, monthMessage, promptByMessage, seatsMessage, teamMessages, usesMessage } from './teamMessages';
import {
  useAcceptInvitation,
  useCancelInvitation,
  useCopyTeamPrompt,
  useCreateTeam,
  useCreateTeamPrompt,
  useDeclineInvitation,
  useDeleteTeamPrompt,
  useInvite,
  useRecordTeamPromptUse,
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
      prompts {
        id
        title
        content
        version
        authorDatabaseId
        authorUsername
        editorUsername
        ...TeamPromptVersions_prompt
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
  promptForm: { display: 'flex', flexDirection: 'column', gap: '8px', maxWidth: '640px' },
  content: { margin: 0, whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
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
  const [createPrompt, addingPrompt] = useCreateTeamPrompt();
  const [deletePrompt] = useDeleteTeamPrompt();
  const [copyPrompt] = useCopyTeamPrompt();
  const [recordUse] = useRecordTeamPromptUse();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [invitee, setInvitee] = useState('');
  const [promptTitle, setPromptTitle] = useState('');
  const [promptContent, setPromptContent] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [versionsShown, setVersionsShown] = useState<string | null>(null);

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
                    <Input value={name} placeholder={team.name} onChange={(_event, value) => setName(value.value)} maxLength={80} required />
                  </Field>
                  <Button type="submit">{intl.formatMessage(teamMessages.rename)}</Button>
                </form>
              </>
            ) : null}
            {team.invitations.length > 0 ? (
              <>
                <SectionHeading title={intl.formatMessage(teamMessages.pendingTitle)} />
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
              </>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="team-prompts">
            <SectionHeading id="team-prompts" title={intl.formatMessage(teamMessages.promptsTitle)} />
            <form
              className={styles.promptForm}
              onSubmit={submit(() =>
                then(createPrompt({ input: { title: promptTitle, content: promptContent, categoryId: categoryId || null } }), () => {
                  setPromptTitle('');
                  setPromptContent('');
                }),
              )}
            >
              <Field label={intl.formatMessage(teamMessages.promptTitleLabel)}>
                <Input value={promptTitle} onChange={(_event, value) => setPromptTitle(value.value)} maxLength={200} required />
              </Field>
              <Field label={intl.formatMessage(teamMessages.promptContentLabel)}>
                <Textarea value={promptContent} onChange={(_event, value) => setPromptContent(value.value)} maxLength={10000} required resize="vertical" />
              </Field>
              <Field label={intl.formatMessage(teamMessages.promptCategoryLabel)}>
                <Select value={categoryId} onChange={(_event, value) => setCategoryId(value.value)}>
                  <option value="">—</option>
                  {data.categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className={styles.row}>
                <Button type="submit" appearance="primary" disabled={addingPrompt}>
                  {intl.formatMessage(teamMessages.addPrompt)}
                </Button>
              </div>
            </form>
            {team.prompts.length === 0 ? <p className={styles.muted}>{intl.formatMessage(teamMessages.promptsEmpty)}</p> : null}
            <ul className={styles.list} data-testid="team-prompts">
              {team.prompts.map((prompt) => (
                <li key={prompt.id}>
                  <Card>
                    <strong>{prompt.title}</strong>
                    <p className={styles.content}>{prompt.content}</p>
                    <p className={styles.muted}>
                      {intl.formatMessage(promptByMessage, {
                        author: prompt.authorUsername ?? '—',
                        version: prompt.version,
                        editor: prompt.editorUsername ?? '—',
                      })}
                    </p>
                    <div className={styles.row}>
                      <span onClickCapture={() => void recordUse({ input: { id: prompt.id, kind: 'filled' } }, { toast: false })}>
                        <UsePromptButton content={prompt.content} title={prompt.title} />
                      </span>
                      <Button
                        onClick={() => {
                          void recordUse({ input: { id: prompt.id, kind: 'optimized' } }, { toast: false });
                          void navigate(`/optimize?prompt=${encodeURIComponent(prompt.content)}`);
                        }}
                      >
                        {intl.formatMessage(teamMessages.optimize)}
                      </Button>
                      <Button
                        onClick={() =>
                          void copyPrompt({ input: { id: prompt.id, categoryId: data.categories[0]?.id ?? null } }).then((result) => {
                            if (result.ok) notify.success(intl.formatMessage(teamMessages.copied));
                          })
                        }
                      >
                        {intl.formatMessage(teamMessages.copyToMine)}
                      </Button>
                      <Button onClick={() => setEditing(prompt.id)}>{intl.formatMessage(teamMessages.editPrompt)}</Button>
                      <Button
                        aria-expanded={versionsShown === prompt.id}
                        onClick={() => setVersionsShown(versionsShown === prompt.id ? null : prompt.id)}
                      >
                        {intl.formatMessage(versionsShown === prompt.id ? teamMessages.hideVersions : teamMessages.showVersions)}
                      </Button>
                      {isOwner || prompt.authorDatabaseId === viewer.databaseId ? (
                        <Button onClick={() => then(deletePrompt({ input: { id: prompt.id } }))}>{intl.formatMessage(teamMessages.deletePrompt)}</Button>
                      ) : null}
                    </div>
                    {versionsShown === prompt.id ? (
                      <TeamPromptVersions prompt={prompt} />
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
            <EditTeamPromptDialog
              promptId={editing ?? ''}
              open={editing !== null}
              onOpenChange={(open) => {
                if (!open) setEditing(null);
              }}
              onSaved={() => void revalidate()}
            />
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
