import { builder } from '../builder.ts';
import { AuthenticationError, NotFoundError, ValidationError } from '../services/errors.ts';
import { disablePromptShare, enablePromptShare, sharePath } from '../services/prompt-shares.ts';
import { databaseIdFrom } from './ids.ts';
import { Prompt } from './library.ts';

// Share links of the viewer's own prompts (services/prompt-shares.ts): off by default, revocable at once.

builder.prismaObjectFields(Prompt, (t) => ({
  sharePath: t.string({
    nullable: true,
    description: "The share link's path (/s/<token>) while the viewer shares their prompt; null when off, and for anyone else's.",
    select: { ownerId: true, share: { select: { token: true } } },
    resolve: (prompt, _args, context) => (prompt.ownerId !== null && prompt.ownerId === context.viewer?.id && prompt.share ? sharePath(prompt.share.token) : null),
  }),
}));

const PromptShareInput = builder.inputType('PromptShareInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'Global ID of a Prompt the viewer wrote.' }) }),
});

const shareErrors = [ValidationError, AuthenticationError, NotFoundError];

builder.mutationFields((t) => ({
  sharePrompt: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: 'Turns on the share link of a prompt the viewer wrote (keeps the link when it is on already); read it from sharePath.',
    errors: { types: shareErrors },
    args: { input: t.arg({ type: PromptShareInput, required: true }) },
    resolve: (_root, { input }, context) => enablePromptShare(context.viewer.id, databaseIdFrom(String(input.id), 'Prompt', 'id')),
  }),
  unsharePrompt: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: 'Turns the share link off: its page is a 404 from now on. Already off is no error.',
    errors: { types: shareErrors },
    args: { input: t.arg({ type: PromptShareInput, required: true }) },
    resolve: (_root, { input }, context) => disablePromptShare(context.viewer.id, databaseIdFrom(String(input.id), 'Prompt', 'id')),
  }),
}));
