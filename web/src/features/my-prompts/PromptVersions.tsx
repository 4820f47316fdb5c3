import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, HistoryRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFragment, useLazyLoadQuery } from 'react-relay';
import { DiffView } from '../optimizer/DiffView';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { useRestorePromptVersionMutation } from './ownPromptMutations';
import { currentVersionMessage, ownPromptMessages, versionOptionMessage } from './ownPromptMessages';
import type { PromptVersionsQuery } from './__generated__/PromptVersionsQuery.graphql';
import type { PromptVersions_prompt$key } from './__generated__/PromptVersions_prompt.graphql';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', marginTop: '20px' },
  heading: { display: 'flex', alignItems: 'center', gap: '6px', margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  restore: { alignSelf: 'flex-start' },
  // Long option labels (version, title, date) must not widen the dialog on a phone.
  select: { width: '100%', minWidth: 0 },
});

/** The versions section of an own prompt's detail dialog: loaded when the dialog opens. */
export function PromptVersions({ promptId }: { promptId: string }) {
  const { ownPrompt } = useLazyLoadQuery<PromptVersionsQuery>(
    graphql`
      query PromptVersionsQuery($id: ID!) {
        ownPrompt(id: $id) {
          __typename
          ... on QueryOwnPromptSuccess {
            data {
              ...PromptVersions_prompt
            }
          }
        }
      }
    `,
    { id: promptId },
    { fetchPolicy: 'store-and-network' },
  );
  return ownPrompt.__typename === 'QueryOwnPromptSuccess' ? <VersionHistory prompt={ownPrompt.data} /> : null;
}

/**
 * Earlier versions newest first: pick one to see the word diff from it to the current text, and
 * restore it (the current text then becomes a version too).
 */
function VersionHistory({ prompt: promptKey }: { prompt: PromptVersions_prompt$key }) {
  const prompt = useFragment(
    graphql`
      fragment PromptVersions_prompt on Prompt {
        id
        title
        content
        version
        versions(first: 100) {
          edges {
            node {
              version
              title
              content
              createdAt
            }
          }
        }
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [restore, isRestoring] = useRestorePromptVersionMutation();
  const versions = prompt.versions.edges.map((edge) => edge.node);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = versions.find((version) => version.version === picked) ?? versions[0];

  const restoreShown = async () => {
    if (!shown) return;
    const result = await restore({ input: { id: prompt.id, version: shown.version } });
    if (!result.ok) return;
    setPicked(null);
    notify.success(intl.formatMessage(ownPromptMessages.restored), intl.formatMessage(ownPromptMessages.restoredText));
  };

  return (
    <section className={styles.root} aria-labelledby={`versions-${prompt.id}`} data-testid="prompt-versions">
      <h3 id={`versions-${prompt.id}`} className={styles.heading}>
        <HistoryRegular aria-hidden />
        {intl.formatMessage(ownPromptMessages.versions)}
      </h3>
      <p className={styles.muted}>{intl.formatMessage(currentVersionMessage, { version: prompt.version })}</p>
      {shown == null || prompt.content == null ? (
        <p className={styles.muted}>{intl.formatMessage(ownPromptMessages.versionsEmpty)}</p>
      ) : (
        <>
          <Field label={intl.formatMessage(ownPromptMessages.versionsLabel)}>
            <Select className={styles.select} value={String(shown.version)} onChange={(_event, data) => setPicked(Number(data.value))}>
              {versions.map((version) => (
                <option key={version.version} value={version.version}>
                  {intl.formatMessage(versionOptionMessage, {
                    version: version.version,
                    date: intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    title: version.title,
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <DiffView before={shown.content} after={prompt.content} hint={intl.formatMessage(ownPromptMessages.diffHint)} />
          <Button
            className={styles.restore}
            appearance="secondary"
            icon={<ArrowUndoRegular />}
            disabled={isRestoring}
            onClick={restoreShown}
          >
            {intl.formatMessage(ownPromptMessages.restore)}
          </Button>
        </>
      )}
    </section>
  );
}
