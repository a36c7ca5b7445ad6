import { isImdbPerson, LOCAL_PERSON_IDS } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoPeople } from './people.js';
import type { DemoFilm } from './types.js';

const amores = {
  imdb: 245712,
  nom: 'Amores perros',
  nomo: 'Amores perros',
  nomen: "Love's a Bitch",
  anio: 2000,
  dura: 154,
  gens: ['DR'],
  rate: 8.0,
  votos: 260000,
  arg: '',
  pers: {
    d: [[327944, 'Alejandro González Iñárritu']],
    a: [[null, 'Emilio Echevarría']],
    c: [[null, 'Gustavo Santaolalla']],
  },
  cols: {},
} satisfies DemoFilm;

const wes = {
  ...amores,
  imdb: 1,
  pers: { d: [[null, 'wes anderson']], a: [[null, 'Gustavo Santaolalla']] },
} satisfies DemoFilm;

describe('demoPeople', () => {
  it('gives a name a card credits with an IMDb id that id on every card', () => {
    const people = demoPeople([
      amores,
      { ...wes, pers: { d: [[null, 'Alejandro Gonzalez Inarritu']], a: [] } },
    ]);
    expect(people.idOfCredit([null, 'Alejandro Gonzalez Inarritu'])).toBe(327944);
    expect(people.idOfCredit([327944, 'Alejandro González Iñárritu'])).toBe(327944);
    expect(people.people).toContainEqual([327944, 'Alejandro González Iñárritu']);
  });

  it('gives a name credited only without an id one local id, never an IMDb one', () => {
    const people = demoPeople([amores, wes]);
    const id = people.idOfCredit([null, 'Gustavo Santaolalla']);
    expect(isImdbPerson(id)).toBe(false);
    expect(people.idOfCredit([null, 'GUSTAVO SANTAOLALLA'])).toBe(id);
    expect(people.idOfCredit([null, 'Emilio Echevarría'])).toBe(LOCAL_PERSON_IDS + 1);
    expect(people.idOfCredit([null, 'Wes Anderson'])).toBe(LOCAL_PERSON_IDS + 3);
    // Each person once, named by their first credit.
    expect(people.people.map(([, name]) => name)).toEqual([
      'Alejandro González Iñárritu',
      'Emilio Echevarría',
      'Gustavo Santaolalla',
      'wes anderson',
    ]);
  });
});
