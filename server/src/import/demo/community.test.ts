import { CLUB_BEST } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoScores } from './community.js';

describe("the demo members' scores", () => {
  const scores = demoScores().filter(([, , voto]) => voto >= 0);

  it('are checked, and each member scores a film once', () => {
    const keys = scores.map(([film, email]) => `${film} ${email}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("give 'Lo mejor del club' several films", () => {
    const raters = new Map<number, number>();
    for (const [film] of scores) raters.set(film, (raters.get(film) ?? 0) + 1);
    const ranked = [...raters.values()].filter((count) => count >= CLUB_BEST.minRatings);
    expect(ranked.length).toBeGreaterThanOrEqual(5);
  });
});
