import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { DiffView } from '../optimizer/DiffView';
import { currentVersionMessage, ownPromptMessages } from '../my-prompts/ownPromptMessages';
import { teamVersionOptionMessage } from './teamMessages';
import type { TeamPromptVersions_prompt$key } from './__generated__/TeamPromptVersions_prompt.graphql';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', marginTop: '8px' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  // Long option labels (version, editor, date, title) must not widen the card on a phone.
  select: { width: '100%', minWidth: 0 },
});

/**
 * A team prompt's earlier versions, newest first, each with who made it: pick one to see the word
 * diff from it to the current text.
 */
export function TeamPromptVersions({ prompt: promptKey }: { prompt: TeamPromptVersions_prompt$key }) {
  const { id, content, version, versions } = useFragment(
    graphql`
      fragment TeamPromptVersions_prompt on TeamPrompt {
        id
        content
        version
        versions {
          version
          title
          content
          editorUsername
          createdAt
        }
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const [picked, setPicked] = useState<number | null>(null);
  const shown = versions.find((earlier) => earlier.version === picked) ?? versions[0];
  return (
    <section className={styles.root} aria-label={intl.formatMessage(ownPromptMessages.versions)} data-testid={`team-prompt-versions-${id}`}>
      <p className={styles.muted}>{intl.formatMessage(currentVersionMessage, { version })}</p>
      {shown == null ? (
        <p className={styles.muted}>{intl.formatMessage(ownPromptMessages.versionsEmpty)}</p>
      ) : (
        <>
          <Field label={intl.formatMessage(ownPromptMessages.versionsLabel)}>
            <Select className={styles.select} value={String(shown.version)} onChange={(_event, data) => setPicked(Number(data.value))}>
              {versions.map((earlier) => (
                <option key={earlier.version} value={earlier.version}>
                  {intl.formatMessage(teamVersionOptionMessage, {
                    version: earlier.version,
                    editor: earlier.editorUsername ?? '—',
                    date: intl.formatDate(earlier.createdAt as string, { dateStyle: 'medium', timeStyle: 'short' }),
                    title: earlier.title,
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <DiffView before={shown.content} after={content} hint={intl.formatMessage(ownPromptMessages.diffHint)} />
        </>
      )}
    </section>
  );
}
