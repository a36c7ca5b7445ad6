import { describe, expect, it } from 'vitest';
import { notModified, rangeOf, rangeStillValid } from './byte-range.js';

describe('rangeOf', () => {
  it('sends the whole file without a usable range', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'items=0-5',
      'bytes=0-1,4-5',
      'bytes=5-2',
      'bytes=a-b',
    ]) {
      expect(rangeOf(header, 100), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('reads start, middle, open-ended and suffix ranges', () => {
    expect(rangeOf('bytes=0-0', 100)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(rangeOf('bytes=10-19', 100)).toEqual({ kind: 'partial', start: 10, end: 19 });
    expect(rangeOf('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(rangeOf('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
  });

  it('clamps ranges that run past the end', () => {
    expect(rangeOf('bytes=50-500', 100)).toEqual({ kind: 'partial', start: 50, end: 99 });
    expect(rangeOf('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('cannot satisfy a range past the end or an empty suffix', () => {
    expect(rangeOf('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('rangeStillValid', () => {
  const validators = { etag: '"7-abc"', lastModified: 'Tue, 01 Jun 2027 10:00:00 GMT' };

  it('applies the range with no If-Range, the same strong ETag or the exact date', () => {
    expect(rangeStillValid(undefined, validators)).toBe(true);
    expect(rangeStillValid('"7-abc"', validators)).toBe(true);
    expect(rangeStillValid('Tue, 01 Jun 2027 10:00:00 GMT', validators)).toBe(true);
  });

  it('sends the whole file when the validator is stale or weak', () => {
    expect(rangeStillValid('"7-old"', validators)).toBe(false);
    expect(rangeStillValid('W/"7-abc"', validators)).toBe(false);
    expect(rangeStillValid('Wed, 02 Jun 2027 10:00:00 GMT', validators)).toBe(false);
  });
});

describe('notModified', () => {
  it('matches any listed tag, weakly, or *', () => {
    expect(notModified(undefined, '"a"')).toBe(false);
    expect(notModified('"b", W/"a"', '"a"')).toBe(true);
    expect(notModified('*', '"a"')).toBe(true);
    expect(notModified('"b"', '"a"')).toBe(false);
  });
});
