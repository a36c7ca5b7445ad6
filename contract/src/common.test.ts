import { describe, expect, it } from 'vitest';
import { hasNoControl, idSegment, recordId, text } from './common';
import { ID_MAX, parseId } from './rules';

describe('idSegment', () => {
  it('takes plain decimal ids up to 2^31 - 1', () => {
    expect(idSegment.parse('1')).toBe(1);
    expect(idSegment.parse('907')).toBe(907);
    expect(idSegment.parse('2147483647')).toBe(ID_MAX);
  });

  it('refuses every other way of writing a number, and ids past the range', () => {
    for (const text of ['0x1', '1e0', ' 1', '1 ', '01', '-1', '+1', '0', '1.0', '1_0', '', '0b1']) {
      expect(idSegment.safeParse(text).success, text).toBe(false);
    }
    for (const text of ['2147483648', '4294967296', '9007199254740992', '9223372036854775808']) {
      expect(idSegment.safeParse(text).success, text).toBe(false);
      expect(parseId(text), text).toBeNull();
    }
  });
});

describe('recordId', () => {
  it('takes ids of bodies in the same range', () => {
    expect(recordId.parse(ID_MAX)).toBe(ID_MAX);
    for (const id of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, 2 ** 63]) {
      expect(recordId.safeParse(id).success, String(id)).toBe(false);
    }
  });
});

describe('text', () => {
  it('takes tabs and line breaks, and refuses NUL and the other control characters', () => {
    expect(text().parse('línea\n\totra\r\n')).toBe('línea\n\totra\r\n');
    for (const bad of [
      'a\u0000b',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u001b[31m',
      '\u007f',
      '\u0085',
    ]) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(hasNoControl(bad)).toBe(false);
    }
    expect(text().safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'el texto lleva caracteres de control',
    );
  });
});
