import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../services/errors.ts';
import {
  createInvitationCode,
  createInvitationCodeInput,
  disableInvitationCode,
  invitationCodeStatus,
  isExpired,
} from '../services/invitation-codes.ts';
import { databaseIdFrom } from './ids.ts';

// Admin › Códigos de Invitación: create, list and disable. Rules in services/invitation-codes.ts.

const InvitationCodeStatusEnum = builder.enumType('InvitationCodeStatus', {
  values: {
    available: { description: 'Disponible: registration accepts it.' },
    expired: { description: 'Expirado: its expiry date has passed.' },
    usedUp: { description: 'Usado: every use has been claimed.' },
    disabled: { description: 'Desactivado: an admin disabled it.' },
  },
});

const InvitationCode = builder.prismaNode('InvitationCode', {
  id: { field: 'id' },
  description: 'A code that grants a month of Pro at sign-up. Only admins see them.',
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    code: t.exposeString('code'),
    useCount: t.exposeInt('useCount'),
    maxUses: t.exposeInt('maxUses'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: it never expires.' }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isExpired: t.boolean({ resolve: (code) => isExpired(code, new Date()) }),
    isAvailable: t.boolean({
      description: 'Registration accepts it now: not disabled, not expired, uses left.',
      resolve: (code) => invitationCodeStatus(code, new Date()) === 'available',
    }),
    status: t.field({ type: InvitationCodeStatusEnum, resolve: (code) => invitationCodeStatus(code, new Date()) }),
  }),
});

builder.queryField('invitationCodes', (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: InvitationCode,
    cursor: 'id',
    maxSize: 100,
    description: 'Every invitation code, newest first. Admins only.',
    resolve: (query) => prisma.invitationCode.findMany({ ...query, orderBy: { id: 'desc' } }),
  }),
);

const CreateInvitationCodeInput = builder.inputType('CreateInvitationCodeInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'At least 3 characters after trimming, no spaces; unique.' }),
    expiresInMonths: t.int({ required: true, defaultValue: 1, description: '1-12.' }),
    maxUses: t.int({ required: true, defaultValue: 1, description: '1-100.' }),
  }),
});

const DisableInvitationCodeInput = builder.inputType('DisableInvitationCodeInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  createInvitationCode: t.withAuth({ admin: true }).field({
    type: InvitationCode,
    description: 'Creates a code expiring in `expiresInMonths` months. Admins only.',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: CreateInvitationCodeInput, required: true, validate: { schema: createInvitationCodeInput } }) },
    resolve: (_root, { input }, context) => createInvitationCode(input, context.viewer.id),
  }),
  disableInvitationCode: t.withAuth({ admin: true }).field({
    type: InvitationCode,
    description: 'Disables a code for good: registration refuses it from then on. Disabling it again changes nothing. Admins only.',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: DisableInvitationCodeInput, required: true }) },
    resolve: (_root, { input }) => disableInvitationCode(databaseIdFrom(String(input.id), 'InvitationCode', 'id')),
  }),
}));
