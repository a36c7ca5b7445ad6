import { describe, expect, it } from 'vitest';
import { daysBetween, whenLabel } from './when';

const at = (text: string) => new Date(text).getTime() / 1000;

describe('when an entry happened', () => {
  const now = at('2026-05-28T10:00');

  it('counts local days, not 24-hour spans', () => {
    expect(daysBetween(at('2026-05-27T23:30'), now)).toBe(1);
    expect(daysBetween(at('2026-05-28T00:10'), now)).toBe(0);
    expect(daysBetween(at('2026-04-28T12:00'), now)).toBe(30);
  });

  it('says today, yesterday, some days ago, then the date', () => {
    expect(whenLabel(at('2026-05-28T08:00'), now)).toBe('hoy');
    expect(whenLabel(at('2026-05-27T22:00'), now)).toBe('ayer');
    expect(whenLabel(at('2026-05-23T12:00'), now)).toBe('hace 5 días');
    expect(whenLabel(at('2026-05-20T12:00'), now)).toBe('20/5/26');
    // A clock a little behind the server's never says "in the future".
    expect(whenLabel(at('2026-05-28T10:05'), now)).toBe('hoy');
  });
});
