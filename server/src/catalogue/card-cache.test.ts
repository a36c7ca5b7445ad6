import type { CompactCard } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { createCardCache, withPosition } from './card-cache.js';
import { compactPage, filmPageJson } from './page-json.js';

function card(id: number, nom = `Película ${id}`): CompactCard {
  return {
    id,
    nom,
    nomo: nom,
    nomen: nom,
    anio: 1999,
    dir: '',
    gens: { DR: 1 },
    pers: { d: [{ i: 7, n: 'Ana Ñúñez' }], a: [], c: [], w: [] },
    rate: 7.1,
    votos: 10,
    dura: 90,
    poster: 0,
    numed2: 0,
    numdnt: 0,
  };
}

describe('createCardCache', () => {
  it('keeps the JSON of cards while the change token stays the same', () => {
    const cache = createCardCache();
    cache.add('a', [card(1)]);
    expect(cache.get('a', 1)).toBe(JSON.stringify(card(1)));
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops the least recently used cards beyond its limit', () => {
    const cache = createCardCache(2);
    cache.add('a', [card(1), card(2)]);
    cache.get('a', 1);
    cache.add('a', [card(3)]);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toContain('"id":1,');
    expect(cache.get('a', 3)).toContain('"id":3,');
  });

  it('writes a list position as JSON.stringify writes it', () => {
    const json = JSON.stringify(card(4));
    expect(withPosition(json, null)).toBe(json);
    expect(withPosition(json, 12)).toBe(JSON.stringify({ ...card(4), idx: 12 }));
  });
});

describe('compactPage and filmPageJson', () => {
  const cards = [card(20), card(21, 'Comillas "y" \\ barras')];
  const page = compactPage(
    cards.map((one) => JSON.stringify(one)),
    40,
    2,
  );

  it('answers the page JSON.stringify would write, as UTF-8, and its cards when read', () => {
    const body = filmPageJson(page);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(String(body)).toBe(JSON.stringify({ pelis: cards, total: 40, sig: 2 }));
    expect(filmPageJson(page)).toBe(body);
    expect(page.pelis).toEqual(cards);
    expect(page.pelis).toBe(page.pelis);
    expect(JSON.stringify(page)).toBe(String(body));
    expect(String(filmPageJson(compactPage([], 0, null)))).toBe(
      '{"pelis":[],"total":0,"sig":null}',
    );
  });

  it('sizes the body by bytes: titles outside Latin-1 and astral characters', () => {
    const wide = [card(30, 'Cœur fidèle — 千と千尋の神隠し 🎬'), card(31, 'Ñandú')];
    const json = wide.map((one) => JSON.stringify(one));
    const body = filmPageJson(compactPage(json, 2, null, 5));
    const expected = JSON.stringify({ pelis: wide, total: 2, sig: null, ocultas: 5 });
    expect(body).toEqual(Buffer.from(expected));
  });

  it('writes any other answer with JSON.stringify', () => {
    const full = { ...page, pelis: page.pelis.map((one) => ({ ...one, arg: 'x' })) };
    expect(filmPageJson(full)).toBe(JSON.stringify(full));
    expect(filmPageJson({ pers: [], mas: false })).toBe('{"pers":[],"mas":false}');
  });
});
