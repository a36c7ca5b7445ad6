import { filmUpdateBody, type ListCode, listJobParams, searchParams } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../texts';
import { positionLabel } from './list-position';
import { catalogueListLinks, curatedListRoutes, listLinkOf, listTargetOf } from './list-routes';
import { type ListChoice, listChoiceName, listChoices } from './settings';

// Two lists added as the registry says a list is added (contract/test/added-lists.ts): one
// entry each in contract/src/curated-lists.ts, plus their texts.
vi.mock('../../../contract/src/curated-lists', async (importOriginal) => {
  const { withAddedLists } = await import('../../../contract/test/added-lists');
  return withAddedLists(
    await importOriginal<typeof import('../../../contract/src/curated-lists')>(),
  );
});
vi.mock('../texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../texts')>();
  const curatedLists = {
    ...actual.texts.curatedLists,
    bfi: { name: 'BFI', title: 'Las mejores según el BFI' },
    palma: {
      name: 'Palma de Oro',
      title: (from: number, to: number) => `Palmas de ${from} a ${to}`,
    },
  };
  return { texts: { ...actual.texts, curatedLists } };
});

// The new codes are not in the compiled registry's types; at run time they are.
const bfi = 'bfi' as ListCode;
const palma = 'palma' as ListCode;

describe('a curated list added to the registry, with its texts', () => {
  it('is a screen of the router, a yearly one with a year range', () => {
    expect(curatedListRoutes).toContainEqual({ code: bfi, path: 'bfi' });
    expect(curatedListRoutes).toContainEqual({ code: palma, path: 'palma/:ai?/:af?' });
  });

  it('is in the lists menu: a ranked one by its title, a yearly one from its first year', () => {
    const links = catalogueListLinks(2026);
    const popu = links.findIndex(([path]) => path.startsWith('/popu/'));
    expect(links.findIndex(([path]) => path === '/bfi')).toBeLessThan(popu);
    expect(links).toContainEqual(['/bfi', 'Las mejores según el BFI']);
    expect(links.findIndex(([path]) => path === '/palma/1946/2026')).toBeGreaterThan(popu);
    expect(links).toContainEqual(['/palma/1946/2026', 'Palma de Oro']);
  });

  it('asks the busq call for its films; a yearly one needs both years', () => {
    expect(listTargetOf(bfi, {}, 'all', false)).toEqual({
      kind: 'list',
      request: { list: 'bfi', years: '0', text: '' },
    });
    expect(listTargetOf(palma, {}, 'all', false)).toMatchObject({ kind: 'needYears' });
    expect(listTargetOf(palma, { ai: '1990', af: '1999' }, 'all', false)).toMatchObject({
      request: { list: 'palma', years: '1990-1999' },
    });
  });

  it("is a choice of the search's list setting when ranked", () => {
    expect(listChoices).toContain('bfi');
    expect(listChoices).not.toContain('palma');
    expect(listChoiceName('bfi' as ListChoice)).toBe('BFI');
  });

  it("is a chip of a film's card, linked, with its position", () => {
    expect(listLinkOf(bfi, 1999)).toBe('/bfi');
    expect(listLinkOf(palma, 1999)).toBe('/palma/1999/1999');
    expect(positionLabel('bfi', 3)).toBe(texts.lists.position(3));
    expect(positionLabel('palma', 52)).toBe('52.ª edición');
  });

  it('is taken by the calls of the contract', () => {
    const search = { onlyDownloadable: 'false', fullCards: 'false', years: '0', mask: '1111111' };
    expect(searchParams.parse({ ...search, list: 'bfi' }).list).toBe('bfi');
    expect(listJobParams.parse({ code: 'palma' }).code).toBe('palma');
    const pers = { d: [], a: [], c: [], w: [] };
    const film = { nom: 'x', nomo: '', nomen: '', anio: null, dura: null, arg: '', imdb: null };
    const body = { ...film, gens: [], pers, cols: [['bfi', 1]] };
    expect(filmUpdateBody.parse(body).cols).toEqual([['bfi', 1]]);
  });
});
