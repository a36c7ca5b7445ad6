import { LOCAL_PERSON_IDS } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { directorPeople } from './people.js';
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
  pers: { d: [[327944, 'Alejandro González Iñárritu']], a: [] },
  cols: {},
} satisfies DemoFilm;

describe('directorPeople', () => {
  it("gives a director a hand-written card's IMDb id when it credits the same name", () => {
    const people = directorPeople([amores], ['Alejandro Gonzalez Inarritu', 'Wes Anderson']);
    expect(people.idOf('Alejandro Gonzalez Inarritu')).toBe(327944);
    expect(people.local.map(([, name]) => name)).toEqual(['Wes Anderson']);
  });

  it('gives everyone else one local id, never an IMDb one', () => {
    const people = directorPeople([], ['Wes Anderson', 'wes anderson', 'Sofia Coppola']);
    expect(people.idOf('Wes Anderson')).toBe(LOCAL_PERSON_IDS + 1);
    expect(people.idOf('WES ANDERSON')).toBe(LOCAL_PERSON_IDS + 1);
    expect(people.idOf('Sofia Coppola')).toBe(LOCAL_PERSON_IDS + 2);
    expect(people.local).toHaveLength(2);
  });
});
