import { encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../services/errors.ts';

/** Database ids are PostgreSQL `integer`s: anything larger can name no row. */
const maxDatabaseId = 2_147_483_647;

/** Largest list offset accepted (REST `offset`, offset cursors): past any real list, and skip + page stays 32-bit. */
export const maxOffset = 1_000_000_000;

/** A database id written in decimal, or null when it is not one (sign, leading zero, beyond 32 bits). */
export function parseDatabaseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= maxDatabaseId ? id : null;
}

/** Strict base64 decoding: any other character makes the value malformed. */
function fromBase64(value: string): string | null {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(value) ? Buffer.from(value, 'base64').toString('utf8') : null;
}

/** The parts of a global ID ("Type:id" in base64); empty parts when it is not one, which names no node. */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const decoded = fromBase64(globalId);
  const separator = decoded?.indexOf(':') ?? -1;
  if (decoded === null || separator <= 0) return { typename: '', id: '' };
  return { typename: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** The database id behind a global ID of the given type; anything else is a field validation error. */
export function databaseIdFrom(globalId: string, typename: string, field: string): number {
  const decoded = decodeGlobalId(globalId);
  const id = decoded.typename === typename ? parseDatabaseId(decoded.id) : null;
  if (id === null) throw ValidationError.forField(field, 'validation.invalidId');
  return id;
}

/** REST clients send numeric ids; GraphQL takes global IDs. */
export function globalIdFrom(typename: string, value: unknown): unknown {
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? encodeGlobalID(typename, String(value)) : value;
}

/**
 * Whether a connection cursor is one this API hands out: an offset (`OffsetConnection:n`) or a
 * database id (`GPC:N:id`, plugin-prisma's), each in range. Checked before any resolver decodes it.
 */
export function isValidCursor(cursor: string): boolean {
  const decoded = fromBase64(cursor);
  const offset = /^OffsetConnection:(\d{1,10})$/.exec(decoded ?? '');
  if (offset) return Number(offset[1]) <= maxOffset;
  const id = /^GPC:N:(\d{1,10})$/.exec(decoded ?? '');
  return id !== null && parseDatabaseId(id[1]) !== null;
}
