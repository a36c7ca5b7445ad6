import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatRating,
  formatSeconds,
  formatShortDate,
  imdbPersonUrl,
  imdbTitleCode,
  imdbTitleUrl,
  padImdb,
  personPath,
} from './format';

describe('card formatting', () => {
  it('pads IMDb ids to 7 digits', () => {
    expect(padImdb(33467)).toBe('0033467');
    expect(padImdb(1)).toBe('0000001');
    expect(padImdb(15398776)).toBe('15398776');
    expect(imdbTitleCode(68646)).toBe('tt0068646');
    expect(imdbTitleUrl(68646)).toBe('https://www.imdb.com/title/tt0068646/');
    expect(imdbPersonUrl(8)).toBe('https://www.imdb.com/name/nm0000008/');
  });

  it('builds the person path with the name encoded', () => {
    expect(personPath({ imdb: 4216, nom: 'Pedro Almodóvar' })).toBe(
      '/pelper/4216/Pedro%20Almod%C3%B3var',
    );
  });

  it('writes ratings, votes and sizes the Spanish way', () => {
    expect(formatRating(8.25)).toMatch(/^8,[23]$/);
    expect(formatRating(9)).toBe('9,0');
    expect(formatCount(2100000)).toBe('2.100.000');
    expect(formatCount(4500)).toBe('4.500');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1.4 * 1024 ** 3)).toBe('1,4 GB');
  });

  it('writes whole counts as Intl does in es-ES, grouping four digits too', () => {
    const intl = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
    for (const count of [0, 7, 42, 999, 1000, 2041, 99999, 100000, 1234567, -1, -1000, -98765]) {
      expect(formatCount(count)).toBe(intl.format(count));
    }
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe(intl.format(Number.MAX_SAFE_INTEGER));
    expect(formatCount(1234.5)).toBe('1.234,5');
  });

  it('writes a short date as Intl does in es-ES', () => {
    const intl = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short' });
    for (const date of [
      new Date(2026, 0, 5),
      new Date(2026, 10, 24, 23, 59),
      new Date(2009, 11, 31),
      new Date(2000, 1, 29, 0, 0),
      new Date(1999, 6, 9),
    ]) {
      expect(formatShortDate(date)).toBe(intl.format(date));
    }
  });

  it('formats a time left in seconds, minutes or hours', () => {
    expect(formatSeconds(40.4)).toBe('40 s');
    expect(formatSeconds(125)).toBe('2 min 05 s');
    expect(formatSeconds(3900)).toBe('1 h 05 min');
  });
});
