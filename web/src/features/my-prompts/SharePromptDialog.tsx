import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, Input, Label, Switch, makeStyles, tokens, useId } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { AppDialog } from '../../ui/AppDialog';
import { CopyButton } from '../../ui/CopyButton';
import { SectionSpinner } from '../../ui/Spinners';
import { ownPromptMessages } from './ownPromptMessages';
import type { SharePromptDialogQuery } from './__generated__/SharePromptDialogQuery.graphql';
import type { SharePromptDialogShareMutation } from './__generated__/SharePromptDialogShareMutation.graphql';
import type { SharePromptDialogUnshareMutation } from './__generated__/SharePromptDialogUnshareMutation.graphql';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  link: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  linkField: { display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1, minWidth: '220px' },
});

// Each answer carries the prompt's sharePath, so the dialog (and any other reader of it) updates in place.
const shareMutation = graphql`
  mutation SharePromptDialogShareMutation($input: PromptShareInput!) {
    sharePrompt(input: $input) {
      __typename
      ... on MutationSharePromptSuccess {
        data {
          id
          sharePath
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const unshareMutation = graphql`
  mutation SharePromptDialogUnshareMutation($input: PromptShareInput!) {
    unsharePrompt(input: $input) {
      __typename
      ... on MutationUnsharePromptSuccess {
        data {
          id
          sharePath
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * The share link of a prompt the viewer wrote (docs/behaviour.md, The library on the open web): off
 * until switched on; on, the link to copy; off again, the link is dead at once.
 */
export function SharePromptDialog({ promptId, open, onOpenChange }: { promptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Suspense fallback={<SectionSpinner />}>
          <ShareLink promptId={promptId} onClose={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function ShareLink({ promptId, onClose }: { promptId: string; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const linkId = useId('share-link');
  const { node } = useLazyLoadQuery<SharePromptDialogQuery>(
    graphql`
      query SharePromptDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Prompt {
            sharePath
          }
        }
      }
    `,
    { id: promptId },
    { fetchPolicy: 'store-and-network' },
  );
  const failureTitle = ownPromptMessages.shareFailed;
  const [share, sharing] = useMutation<SharePromptDialogShareMutation>(shareMutation, { failureTitle });
  const [unshare, unsharing] = useMutation<SharePromptDialogUnshareMutation>(unshareMutation, { failureTitle });
  const sharePath = node?.sharePath ?? null;
  const url = sharePath ? new URL(sharePath, window.location.origin).href : null;

  const toggle = async (on: boolean) => {
    const result = on ? await share({ input: { id: promptId } }) : await unshare({ input: { id: promptId } });
    if (result.ok) notify.success(intl.formatMessage(on ? ownPromptMessages.shareOn : ownPromptMessages.shareOff));
  };

  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage(ownPromptMessages.shareHeading)}</DialogTitle>
      <DialogContent className={styles.body}>
        <p className={styles.intro}>{intl.formatMessage(ownPromptMessages.shareIntro)}</p>
        <Switch
          checked={sharePath !== null}
          disabled={sharing || unsharing}
          label={intl.formatMessage(ownPromptMessages.shareSwitch)}
          onChange={(_, data) => void toggle(data.checked)}
        />
        {url ? (
          <div className={styles.link}>
            <div className={styles.linkField}>
              <Label htmlFor={linkId}>{intl.formatMessage(ownPromptMessages.shareLink)}</Label>
              <Input id={linkId} value={url} readOnly onFocus={(event) => event.target.select()} />
            </div>
            <CopyButton text={url} label={intl.formatMessage(ownPromptMessages.copyLink)} />
          </div>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {intl.formatMessage(ownPromptMessages.close)}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
