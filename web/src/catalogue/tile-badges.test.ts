import { describe, expect, it } from 'vitest';
import type { FilmMarks } from '../lib/marks';
import { downloadMarkTells, tileBadgesOf } from './tile-badges';

const none: FilmMarks = { quiero: false, pedida: false, vista: false, nota: null };
const labels = (marks: FilmMarks | undefined, downloadable = false) =>
  tileBadgesOf(marks, downloadable).map((badge) => [badge.label, badge.value]);

describe('tileBadgesOf', () => {
  it('shows nothing for a film without marks nor files', () => {
    expect(labels(undefined)).toEqual([]);
    expect(labels(none)).toEqual([]);
  });

  it('puts seen and the score first, then wanted, requested and files', () => {
    expect(labels({ quiero: true, pedida: true, vista: true, nota: 8 }, true)).toEqual([
      ['Vista, tu nota: 8/10', 8],
      ['Quiero verla', undefined],
      ['Solicitada', undefined],
      ['Descargable', undefined],
    ]);
  });

  it('tells a seen mark without score from a score without seen mark (0 included)', () => {
    expect(labels({ ...none, vista: true })).toEqual([['Vista', undefined]]);
    expect(labels({ ...none, nota: 0 })).toEqual([['Tu nota: 0/10', 0]]);
  });
});

describe('downloadMarkTells', () => {
  it('marks downloadable films only in a list that has films without files too', () => {
    expect(downloadMarkTells([{ numed2: 2 }, { numed2: 0 }])).toBe(true);
    // 'Sólo descargables', or Novedades: the same mark on every tile would tell nothing.
    expect(downloadMarkTells([{ numed2: 2 }, { numed2: 1 }])).toBe(false);
    expect(downloadMarkTells([])).toBe(false);
  });
});
