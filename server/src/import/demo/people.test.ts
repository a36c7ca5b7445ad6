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

describe('demoPeople', () => {
  it("gives a director a hand-written card's IMDb id when it credits the same name", () => {
    const people = demoPeople([amores], ['Alejandro Gonzalez Inarritu', 'Wes Anderson']);
    expect(people.idOf('Alejandro Gonzalez Inarritu')).toBe(327944);
    expect(people.idOfCredit([327944, 'Alejandro González Iñárritu'])).toBe(327944);
    expect(people.local.map(([, name]) => name)).not.toContain('Alejandro Gonzalez Inarritu');
  });

  it('gives everyone else one local id, never an IMDb one', () => {
    const people = demoPeople([], ['Wes Anderson', 'wes anderson', 'Sofia Coppola']);
    expect(people.idOf('Wes Anderson')).toBe(LOCAL_PERSON_IDS + 1);
    expect(people.idOf('WES ANDERSON')).toBe(LOCAL_PERSON_IDS + 1);
    expect(people.idOf('Sofia Coppola')).toBe(LOCAL_PERSON_IDS + 2);
    expect(people.local).toHaveLength(2);
  });

  it('credits a card person without a verified IMDb id by name, with a local id', () => {
    const people = demoPeople([amores], ['Gustavo Santaolalla', 'Wes Anderson']);
    const id = people.idOfCredit([null, 'Gustavo Santaolalla']);
    expect(isImdbPerson(id)).toBe(false);
    // One local id per name across the demo: the vega director of that name shares it.
    expect(people.idOf('gustavo santaolalla')).toBe(id);
    expect(people.idOfCredit([null, 'Emilio Echevarría'])).not.toBe(id);
    expect(people.local.map(([, name]) => name)).toEqual([
      'Emilio Echevarría',
      'Gustavo Santaolalla',
      'Wes Anderson',
    ]);
  });
});
