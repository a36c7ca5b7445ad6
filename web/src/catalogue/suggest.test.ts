import type { SuggestAnswer } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { didYouMeanOf, stripLinksOf } from './suggest';

const answer: SuggestAnswer = {
  personas: [
    {
      imdb: 1,
      nom: 'Pedro Almodóvar',
      papeles: [
        { rol: 'd', total: 22 },
        { rol: 'w', total: 1234 },
      ],
    },
    { imdb: 2, nom: 'Agustín Almodóvar', papeles: [] },
  ],
  parecidas: {
    pelis: [
      { id: 7, nom: 'Interstellar', anio: 2014 },
      { id: 8, nom: '¿Qué he hecho yo?', anio: null },
    ],
    pers: [{ imdb: 40, nom: 'Stanley Kubrick' }],
  },
};

describe('the suggestions of a search', () => {
  it('link each person of the strip to their page, with their films per role (grouped as the site writes counts)', () => {
    expect(stripLinksOf(answer)).toEqual([
      {
        key: 'p1',
        to: '/pelper/1/Pedro%20Almod%C3%B3var',
        label: 'Pedro Almodóvar',
        detail: 'Dirección 22 · Guion 1.234',
      },
      {
        key: 'p2',
        to: '/pelper/2/Agust%C3%ADn%20Almod%C3%B3var',
        label: 'Agustín Almodóvar',
        detail: '',
      },
    ]);
  });

  it('link the close titles to their card, with their year, and the close people to their page', () => {
    expect(didYouMeanOf(answer)).toEqual({
      films: [
        { key: 'f7', to: '/peli/7/interstellar', label: 'Interstellar', detail: '2014' },
        { key: 'f8', to: '/peli/8/que-he-hecho-yo', label: '¿Qué he hecho yo?', detail: '' },
      ],
      people: [
        { key: 'p40', to: '/pelper/40/Stanley%20Kubrick', label: 'Stanley Kubrick', detail: '' },
      ],
    });
  });

  it('offer nothing while the answer is missing (slow or failed)', () => {
    expect(stripLinksOf(undefined)).toEqual([]);
    expect(didYouMeanOf(undefined)).toEqual({ films: [], people: [] });
  });
});
