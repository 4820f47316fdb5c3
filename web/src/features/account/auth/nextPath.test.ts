import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it('follows relative paths on this site, with their search', () => {
    expect(safeNextPath('/x')).toBe('/x');
    expect(safeNextPath('/optimize?prompt=hola%20mundo')).toBe('/optimize?prompt=hola%20mundo');
  });

  it.each(['//evil.com', '/\\evil.com', '/\\\\evil', 'https://evil.com/x', 'http:/evil.com', 'javascript:alert(1)', '/\t/evil.com', 'evil.com', '', null])(
    'refuses %j',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
    },
  );
});

describe('authPathFor', () => {
  it('carries the path and search, and reads back to the same place', () => {
    const path = authPathFor({ pathname: '/optimize', search: '?prompt=a&b=c' });
    expect(path).toBe('/auth?next=%2Foptimize%3Fprompt%3Da%26b%3Dc');
    expect(safeNextPath(new URL(path, 'http://localhost').searchParams.get('next'))).toBe('/optimize?prompt=a&b=c');
  });
});
