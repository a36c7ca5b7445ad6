import { normalizeTitle } from '../title-match.js';

/**
 * Films of the demo by title and year, to find a film written twice. Two films
 * are the same when one of their titles match ignoring case, accents and punctuation and their
 * years are at most one apart: a film's release year often differs by one between countries
 * ('Amores perros' 2000 in Mexico, 2001 in the United States).
 */
const ROMAN = new Map(
  ['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'].map((numeral, index) => [
    numeral,
    String(index + 2),
  ]),
);

/** The keys a title is known by: its normalized form with sequel numerals as digits ('Blade II'
 * and 'Blade 2' agree). */
function titleKeys(title: string): string[] {
  return [
    normalizeTitle(title)
      .split(' ')
      .map((word) => ROMAN.get(word) ?? word)
      .join(' '),
  ];
}

export class TitleYears {
  private readonly years = new Map<string, number[]>();

  has(titles: string[], year: number): boolean {
    return titles
      .flatMap(titleKeys)
      .some((key) => (this.years.get(key) ?? []).some((seen) => Math.abs(seen - year) <= 1));
  }

  add(titles: string[], year: number): void {
    for (const title of new Set(titles.flatMap(titleKeys))) {
      this.years.set(title, [...(this.years.get(title) ?? []), year]);
    }
  }

  /** Adds the film unless it is already there; answers whether it was new. */
  addIfNew(titles: string[], year: number): boolean {
    if (this.has(titles, year)) return false;
    this.add(titles, year);
    return true;
  }
}
