import { accountRoutes } from './accounts.ts';
import { adminInvitationRoutes } from './admin-invitations.ts';
import type { RestRoute } from './adapter.ts';
import { adminLibraryRoutes } from './admin-library.ts';
import { apiTokenRoutes } from './api-tokens.ts';
import { contactRoutes } from './contact.ts';
import { importRoutes } from './import.ts';
import { libraryRoutes } from './library.ts';
import { myPromptsTransferRoutes } from './my-prompts-transfer.ts';
import { optimizerRoutes } from './optimizer.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { teamRoutes } from './team.ts';

/** Every documented /api path (the brief's REST API, docs/behaviour.md), one module per domain. */
export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...libraryRoutes,
  ...myPromptsTransferRoutes,
  ...optimizerRoutes,
  ...subscriptionRoutes,
  ...contactRoutes,
  ...adminInvitationRoutes,
  ...importRoutes,
  ...adminLibraryRoutes,
  ...apiTokenRoutes,
  ...teamRoutes,
];
