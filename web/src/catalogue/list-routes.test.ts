import { describe, expect, it } from 'vitest';
import {
  defaultYearsPath,
  listTargetOf,
  peopleRedirectOf,
  personIdOf,
  yearRangeOf,
} from './list-routes';

describe('list routes', () => {
  it('map the curated lists to busq with any year and no text', () => {
    for (const kind of ['1000p', 'i250', 'crit'] as const) {
      expect(listTargetOf(kind, {}, 'all', false)).toEqual({
        kind: 'list',
        request: { list: kind, years: '0', text: '' },
      });
    }
  });

  it('need both years on the year-range routes', () => {
    expect(listTargetOf('popu', { ai: '1990', af: '1999' }, 'all', false)).toEqual({
      kind: 'list',
      request: { list: 'popu', years: '1990-1999', text: '' },
    });
    expect(listTargetOf('oscars', { ai: '1970', af: '1970' }, 'all', false)).toMatchObject({
      request: { list: 'oscars', years: '1970-1970' },
    });
    expect(listTargetOf('popu', { ai: '1990' }, 'all', false)).toEqual({
      kind: 'needYears',
      from: '1990',
      to: '',
    });
    expect(listTargetOf('oscars', {}, 'all', false)).toEqual({
      kind: 'needYears',
      from: '',
      to: '',
    });
  });

  it('open a year-range list without years on its default range, up to this year', () => {
    expect(defaultYearsPath('popu', 2026)).toBe('/popu/2000/2026');
    expect(defaultYearsPath('oscars', 2026)).toBe('/oscars/1927/2026');
  });

  it('refuse years that are not AAAA or run backwards', () => {
    expect(yearRangeOf({ ai: '90', af: '1999' })).toEqual({ kind: 'invalid', reason: 'years' });
    expect(yearRangeOf({ ai: '2000', af: '1990' })).toEqual({ kind: 'invalid', reason: 'years' });
    expect(yearRangeOf({ ai: 'abcd', af: '1990' })).toEqual({ kind: 'invalid', reason: 'years' });
  });

  it('search in the list of the lista setting', () => {
    expect(listTargetOf('all', { bus: 'kane' }, 'all', false)).toEqual({
      kind: 'list',
      request: { list: 'all', years: '0', text: 'kane' },
    });
    expect(listTargetOf('all', { bus: ' kane ' }, 'crit', false)).toMatchObject({
      request: { list: 'crit', text: 'kane' },
    });
    expect(listTargetOf('all', {}, 'i250', false)).toMatchObject({
      request: { list: 'i250', text: '' },
    });
    expect(listTargetOf('all', { bus: 'x' }, 'recor', false)).toMatchObject({
      request: { list: 'all' },
    });
    expect(listTargetOf('all', { bus: 'x' }, 'recor', true)).toMatchObject({
      request: { list: 'recor' },
    });
    expect(listTargetOf('recor', {}, 'all', true)).toEqual({
      kind: 'list',
      request: { list: 'recor', years: '0', text: '' },
    });
  });

  it("read a person's IMDb id from the route", () => {
    expect(personIdOf('4216')).toBe(4216);
    expect(personIdOf('nm0000229')).toBe(229);
    expect(personIdOf('0')).toBeNull();
    expect(personIdOf('pepe')).toBeNull();
  });

  it('send a search without films to the people screen', () => {
    expect(peopleRedirectOf('all', { bus: 'Almodóvar' }, 0)).toBe('/pers/Almod%C3%B3var');
    expect(peopleRedirectOf('all', { bus: 'kane' }, 3)).toBeNull();
    expect(peopleRedirectOf('all', {}, 0)).toBeNull();
    expect(peopleRedirectOf('all', { bus: '  ' }, 0)).toBeNull();
    expect(peopleRedirectOf('1000p', { bus: 'x' }, 0)).toBeNull();
  });
});
