import { describe, expect, it } from 'vitest';
import { groupsWithin, type TermGroup } from '../../db/search-reads.js';

const group = (exact: string[], prefixes: string[] = []): TermGroup => ({ exact, prefixes });

describe('a tier within another, by their term groups', () => {
  it('holds the word-for-word tier within the prefix and typo tiers of the same words', () => {
    const exact = [group(['noche']), group(['oscura'])];
    const prefixes = [group([], ['noche']), group([], ['oscura'])];
    const typos = [group(['noche', 'noches'], ['noche']), group(['oscura', 'oscuro'], ['oscura'])];
    expect(groupsWithin(exact, prefixes)).toBe(true);
    expect(groupsWithin(exact, typos)).toBe(true);
    expect(groupsWithin(prefixes, typos)).toBe(true);
    // The other way, a term or prefix outside: 'nocheros' is under 'noche' only.
    expect(groupsWithin(prefixes, exact)).toBe(false);
    expect(groupsWithin(typos, exact)).toBe(false);
    expect(groupsWithin([group([], ['noche']), group([], ['oscur'])], prefixes)).toBe(false);
  });

  it('needs every outer group held by some inner group, whatever their order', () => {
    const outer = [group([], ['oscura']), group([], ['noche'])];
    expect(groupsWithin([group(['noche']), group(['oscura'])], outer)).toBe(true);
    // A word fewer inside matches documents without the other word.
    expect(groupsWithin([group(['noche'])], outer)).toBe(false);
    // A word more inside only narrows it.
    expect(groupsWithin([group(['noche']), group(['oscura']), group(['larga'])], outer)).toBe(true);
  });

  it("holds a number's other forms only where the outer group names them", () => {
    // 'padrino 2' word for word also matches 'ii' and 'dos', which the prefix '2' does not.
    const exact = [group(['padrino']), group(['2', 'ii', 'dos'])];
    expect(groupsWithin(exact, [group([], ['padrino']), group([], ['2'])])).toBe(false);
    expect(groupsWithin(exact, [group(['padrino']), group(['2', 'ii', 'dos', 'segunda'])])).toBe(
      true,
    );
  });

  it('never calls a tier of no groups a container', () => {
    expect(groupsWithin([group(['noche'])], [])).toBe(false);
  });
});
