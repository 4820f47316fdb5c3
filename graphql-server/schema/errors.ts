import { builder } from '../builder.ts';
import { translate } from '../i18n/messages.ts';
import {
  AppError,
  AuthenticationError,
  ConflictError,
  EngineFailedError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  PaymentProviderFailedError,
  RateLimitedError,
  ValidationError,
  type FieldIssue,
} from '../services/errors.ts';

/** Every expected failure implements Error; its message is already in the reader's language. */
const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.string({ resolve: (error, _args, context) => translate(error.messageKey, context.language, error.values) }),
  }),
});

const FieldError = builder.objectRef<FieldIssue>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Input field path, e.g. "email" or "input.title".' }),
    message: t.string({ resolve: (issue, _args, context) => translate(issue.messageKey, context.language, issue.values) }),
  }),
});

// Object types made from the error classes: Pothos resolves unions and the interface by instanceof.
builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (error) => error.fieldErrors }) }),
});
builder.objectType(AuthenticationError, { name: 'AuthenticationError', interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] });
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });
builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.string({ nullable: true, resolve: (error) => error.field }) }),
});
builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
builder.objectType(LimitReachedError, {
  name: 'LimitReachedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeInt('limit') }),
});
builder.objectType(EngineFailedError, {
  name: 'EngineFailedError',
  description: 'The AI engine gave no usable answer; nothing was spent. Safe to try again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.exposeString('reason', { description: 'timeout, upstream, rate-limited or invalid-answer.' }) }),
});
builder.objectType(PaymentProviderFailedError, {
  name: 'PaymentProviderFailedError',
  description: 'The payment provider did not answer as it should; nothing was charged. Safe to try again.',
  interfaces: [ErrorInterface],
});
