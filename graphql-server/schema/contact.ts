import { contactSubjects, type ContactSubject } from '../../shared/rules.ts';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { contactInput, sendContactMessage } from '../services/contact.ts';
import { RateLimitedError, ValidationError } from '../services/errors.ts';

const ContactSubjectEnum = builder.enumType('ContactSubject', { values: contactSubjects });

const ContactMessage = builder.prismaNode('ContactMessage', {
  id: { field: 'id' },
  description: "A message sent with the footer's contact form. Only admins read them.",
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    subject: t.field({ type: ContactSubjectEnum, resolve: (message) => message.subject as ContactSubject }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sender: t.relation('user', { nullable: true, description: 'The account that sent it, when signed in.' }),
  }),
});

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    subject: t.field({ type: ContactSubjectEnum, required: true }),
    message: t.string({ required: true }),
  }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.boolean({
    description: 'Sends a message to the team (open to visitors; a signed-in sender is linked). At most 5 an hour per address.',
    errors: { types: [ValidationError, RateLimitedError] },
    args: { input: t.arg({ type: SendContactMessageInput, required: true, validate: { schema: contactInput } }) },
    resolve: async (_root, { input }, context) => {
      await sendContactMessage(input, { userId: context.viewer?.id ?? null, clientAddress: context.clientLimitKey });
      return true;
    },
  }),
);

builder.queryField('contactMessages', (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: ContactMessage,
    cursor: 'id',
    maxSize: 100,
    description: 'Messages from the contact form, newest first. Admins only.',
    resolve: (query) => prisma.contactMessage.findMany({ ...query, orderBy: { id: 'desc' } }),
  }),
);
