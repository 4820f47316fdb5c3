import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './errors.ts';
import './user.ts';
import './plans.ts';
import './library.ts';
import './library-stats.ts';
import './library-admin.ts';
import './my-library.ts';
import './my-prompts-transfer.ts';
import './prompt-shares.ts';
import './sessions.ts';
import './api-tokens.ts';
import './password-reset.ts';
import './account.ts';
import './optimizer.ts';
import './dashboard.ts';
import './subscriptions.ts';
import './contact.ts';
import './status.ts';
// Admin panel: invitation codes and subscriptions
import './invitation-codes.ts';
import './admin-subscriptions.ts';
import './import.ts';
import './team.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
