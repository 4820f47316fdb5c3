import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { AuthenticationError, NotFoundError, ValidationError } from '../services/errors.ts';
import { activeSessions, describeDevice, endOtherSessions, endSession } from '../services/sessions.ts';

const UserSession = builder.prismaObject('Session', {
  name: 'UserSession',
  description: 'A browser or client signed in as the user.',
  fields: (t) => ({
    id: t.globalID({ resolve: (session) => ({ type: 'UserSession', id: session.id }) }),
    device: t.string({ nullable: true, description: 'e.g. "Firefox · Linux", from the User-Agent.', resolve: (session) => describeDevice(session.userAgent) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'Accurate to about a minute.' }),
    current: t.boolean({ description: 'True for the session making this request.', resolve: (session, _args, context) => session.id === context.sessionId }),
  }),
});

builder.prismaObjectField('User', 'sessions', (t) =>
  t.field({
    type: [UserSession],
    description: 'The sessions still in use, most recently seen first. Only the user themselves sees them.',
    resolve: (user, _args, context) => (context.viewer?.id === user.id ? activeSessions(user.id) : []),
  }),
);

function sessionIdFrom(globalId: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === 'UserSession' && /^[\w-]{1,64}$/.test(decoded.id)) return decoded.id;
  } catch {
    // Not a global ID: reported below.
  }
  throw ValidationError.forField('id', 'validation.invalidId');
}

builder.mutationField('endSession', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: 'ID',
    description: "Ends one of the viewer's sessions (signs that device out). Returns the ended session's id.",
    errors: { types: [ValidationError, NotFoundError, AuthenticationError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await endSession(context.viewer.id, sessionIdFrom(String(id)));
      return id;
    },
  }),
);

builder.mutationField('endOtherSessions', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: 'Int',
    description: "Ends every session of the viewer but this one. Returns how many ended.",
    errors: { types: [AuthenticationError] },
    resolve: (_root, _args, context) => endOtherSessions(context.viewer.id, context.sessionId),
  }),
);
