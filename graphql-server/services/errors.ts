import { Prisma } from '../generated/prisma/client.ts';
import type { MessageKey, MessageValues } from '../i18n/messages.ts';

/**
 * Expected failures of the business rules. They carry message keys, not text: the transport
 * (GraphQL or REST) renders them in the request's language.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;

  constructor(
    readonly messageKey: MessageKey,
    readonly values: MessageValues = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export interface FieldIssue {
  field: string;
  messageKey: MessageKey;
  values?: MessageValues;
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION_FAILED';

  constructor(readonly fieldErrors: FieldIssue[]) {
    super(fieldErrors[0]?.messageKey ?? 'http.invalidRequest', fieldErrors[0]?.values);
  }

  static forField(field: string, messageKey: MessageKey, values?: MessageValues): ValidationError {
    return new ValidationError([{ field, messageKey, values }]);
  }
}

export class AuthenticationError extends AppError {
  readonly code = 'UNAUTHENTICATED';

  constructor(messageKey: MessageKey = 'error.authenticationRequired') {
    super(messageKey);
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';

  constructor(messageKey: MessageKey = 'error.forbidden', values: MessageValues = {}) {
    super(messageKey, values);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';

  constructor(messageKey: MessageKey = 'error.notFound') {
    super(messageKey);
  }
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';

  constructor(
    messageKey: MessageKey,
    readonly field: string | null = null,
    values: MessageValues = {},
  ) {
    super(messageKey, values);
  }
}

export class RateLimitedError extends AppError {
  readonly code = 'RATE_LIMITED';

  /** `messageKey` says why, when it is not too many attempts (e.g. too many optimizations in flight). */
  constructor(readonly retryAfterSeconds: number, messageKey?: MessageKey, values: MessageValues = {}) {
    // An hour's limit (contact) waits for up to 3,600 s: past a minute, people read minutes.
    super(messageKey ?? (retryAfterSeconds < 60 ? 'error.rateLimited' : 'error.rateLimitedMinutes'), {
      seconds: retryAfterSeconds,
      minutes: Math.ceil(retryAfterSeconds / 60),
      ...values,
    });
  }
}

/** A plan limit was reached (saved prompts, credits, invitation uses). */
export class LimitReachedError extends AppError {
  readonly code = 'LIMIT_REACHED';

  constructor(
    messageKey: MessageKey,
    readonly limit: number,
  ) {
    super(messageKey, { limit });
  }
}

/** The AI engine gave no usable answer (timeout, upstream failure, malformed answer). Nothing was spent. */
export class EngineFailedError extends AppError {
  readonly code = 'ENGINE_FAILED';

  constructor(readonly reason: 'timeout' | 'upstream' | 'rate-limited' | 'invalid-answer') {
    super(reason === 'timeout' ? 'error.engineTimeout' : reason === 'rate-limited' ? 'error.engineBusy' : 'error.engineFailed');
  }
}

/** A payment provider did not answer as it should (network, credentials, outage). Nothing was charged. */
export class PaymentProviderFailedError extends AppError {
  readonly code = 'PAYMENT_PROVIDER_FAILED';

  constructor() {
    super('error.paymentProviderFailed');
  }
}

/** True for Prisma's unique-constraint violation (P2002). */
export function isUniqueViolation(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
