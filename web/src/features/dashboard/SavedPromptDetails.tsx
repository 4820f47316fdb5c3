import { useLazyLoadQuery } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { PromptDetailDialog } from '../library/PromptDetailDialog';
import type { SavedPromptDetailsQuery } from './__generated__/SavedPromptDetailsQuery.graphql';

const query = graphql`
  query SavedPromptDetailsQuery($id: ID!) {
    node(id: $id) {
      ...PromptDetailDialog_prompt @alias(as: "prompt")
    }
  }
`;

/**
 * A saved prompt from Recent Activity, in the library's detail dialog (content, save menu, copy).
 * Its query runs when the dialog first opens; the dialog shows once it has answered.
 */
export function SavedPromptDetails({ promptId, open, onOpenChange }: { promptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { node } = useLazyLoadQuery<SavedPromptDetailsQuery>(query, { id: promptId });
  return node?.prompt ? <PromptDetailDialog prompt={node.prompt} open={open} onOpenChange={onOpenChange} /> : null;
}
