import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../test/time-zone.js';
import { parseWeeklySlot } from '../config/notify.js';
import { gather } from './rules.js';
import { CATCH_UP_MS, dueSlot, weekBest, weekOf } from './weekly-rules.js';

const HOUR = 3_600_000;
const monday = parseWeeklySlot('lun 09:00');
if (!monday) throw new Error('a slot');

describe('the weekly letter rules, in Madrid', () => {
  useTimeZone('Europe/Madrid');
  const at = (text: string) => new Date(text).getTime();

  it('is due from the slot until a day after, then skipped', () => {
    const slot = at('2026-11-30T09:00:00+01:00');
    expect(dueSlot(monday, slot)).toBe(slot);
    expect(dueSlot(monday, slot + 5 * HOUR)).toBe(slot);
    expect(dueSlot(monday, slot + CATCH_UP_MS)).toBe(slot);
    expect(dueSlot(monday, slot + CATCH_UP_MS + 1)).toBeNull();
    // A minute before the slot: last week's slot, long past.
    expect(dueSlot(monday, slot - 60_000)).toBeNull();
    expect(dueSlot(monday, slot + 7 * 24 * HOUR)).toBe(slot + 7 * 24 * HOUR);
  });

  it('covers the week from the slot before, local time across a change of clocks', () => {
    const slot = at('2026-11-30T09:00:00+01:00');
    expect(weekOf(monday, slot)).toEqual({ from: slot - 7 * 24 * HOUR, to: slot });
    // Summer time began on Sunday 29 March 2026: that week is an hour short.
    const spring = at('2026-03-30T09:00:00+02:00');
    expect(weekOf(monday, spring)).toEqual({ from: at('2026-03-23T09:00:00+01:00'), to: spring });
    expect(spring - weekOf(monday, spring).from).toBe(167 * HOUR);
    expect(dueSlot(monday, spring + HOUR)).toBe(spring);
  });
});

describe('the week best', () => {
  const score = (id: number, user: number, film: number, voto: number) => ({
    id,
    user_id: user,
    film_id: film,
    voto,
  });

  it('counts each member once with their newest score, needs two, ranks by mean then count', () => {
    const best = weekBest([
      score(1, 1, 10, 4),
      score(2, 1, 10, 9), // Member 1 changed their mind: 9 counts, not 4.
      score(3, 2, 10, 10),
      score(4, 1, 11, 10),
      score(5, 2, 11, 9),
      score(6, 3, 11, 9),
      score(7, 1, 12, 10), // One score: not the club's yet.
      score(8, 3, 13, 8),
      score(9, 3, 13, -1), // A bare seen mark after the score leaves the score.
      score(10, 4, 13, 8),
    ]);
    expect(best).toEqual([
      { film_id: 10, media: 9.5, notas: 2 },
      { film_id: 11, media: 9.3, notas: 3 },
      { film_id: 13, media: 8, notas: 2 },
    ]);
    expect(
      weekBest([score(1, 1, 1, 7), score(2, 2, 1, 7), score(3, 1, 2, 7), score(4, 2, 2, 7)], 2, 1),
    ).toEqual([{ film_id: 1, media: 7, notas: 2 }]);
  });

  it('keeps a letter whole when two wait together: the newest week', () => {
    const film = { id: 1, nom: 'A', anio: 2000, poster: 0 };
    const older = { semana: 1, films: [film], open: [film] };
    const newer = { semana: 2, films: [{ ...film, id: 2 }] };
    expect(gather([older, newer])).toEqual(newer);
    expect(gather([newer, older])).toEqual(newer);
  });
});
