/** What to send of a file of `size` bytes for a request's `Range` header (one range only). */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header (RFC 9110 §14). One `bytes` range is honoured: `a-b`, `a-` or the
 * suffix `-n`. Anything else (no header, other units, several ranges, a malformed or backwards
 * range) is ignored and the whole file is sent, as the RFC allows. A range that starts past the
 * end, or an empty suffix, is unsatisfiable (416).
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * `If-Range` (RFC 9110 §13.1.5): the range applies only when the validator still names this
 * file: the same strong ETag, or exactly its Last-Modified date. Without the header it applies.
 */
export function rangeStillValid(
  ifRange: string | undefined,
  validators: { etag: string; lastModified: string },
): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === validators.etag;
  return value === validators.lastModified;
}

/** `If-None-Match` (weak comparison, RFC 9110 §13.1.2): true when the client's copy is current. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
