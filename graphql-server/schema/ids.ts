import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../services/errors.ts';

/** The database id behind a global ID of the given type; anything else is a field validation error. */
export function databaseIdFrom(globalId: string, typename: string, field: string): number {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === typename && /^[1-9]\d{0,9}$/.test(decoded.id)) return Number(decoded.id);
  } catch {
    // Not base64 or not "Type:id": reported below like any other bad id.
  }
  throw ValidationError.forField(field, 'validation.invalidId');
}

/** REST clients send numeric ids (SPEC.md §7); GraphQL takes global IDs. */
export function globalIdFrom(typename: string, value: unknown): unknown {
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? encodeGlobalID(typename, String(value)) : value;
}
