interface FailurePayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
  /** ConflictError names the field that clashes (e.g. a taken username). */
  readonly field?: string | null;
}

export interface Failure {
  /** The server's message, already in the user's language. */
  message: string | undefined;
  /** Messages per input field ("email", not "input.email"). */
  fields: Record<string, string>;
}

function fieldName(path: string): string {
  return path.split('.').pop() ?? path;
}

/** Reads an `Error` member of a mutation result union into a toast message and field messages. */
export function readFailure(result: FailurePayload): Failure {
  const fields: Record<string, string> = {};
  for (const { field, message } of result.fieldErrors ?? []) {
    const name = fieldName(field);
    if (!(name in fields)) fields[name] = message;
  }
  if (result.field && result.message && !(fieldName(result.field) in fields)) {
    fields[fieldName(result.field)] = result.message;
  }
  return { message: result.message || undefined, fields };
}
