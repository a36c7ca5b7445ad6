import { describe, expect, it } from 'vitest';
import { idSegment } from './common';

describe('idSegment', () => {
  it('takes plain decimal ids', () => {
    expect(idSegment.parse('1')).toBe(1);
    expect(idSegment.parse('907')).toBe(907);
    expect(idSegment.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses every other way of writing a number', () => {
    for (const text of ['0x1', '1e0', ' 1', '1 ', '01', '-1', '+1', '0', '1.0', '1_0', '', '0b1']) {
      expect(idSegment.safeParse(text).success, text).toBe(false);
    }
    expect(idSegment.safeParse('9007199254740992').success).toBe(false);
  });
});
