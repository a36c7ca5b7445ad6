import { describe, expect, it } from 'vitest';
import { joinCast } from './cast.js';

const actors = [
  { i: 851582, n: 'Audrey Tautou' },
  { i: 440913, n: 'Mathieu Kassovitz' },
  { i: 900000334, n: 'Rufus' },
];

describe('joinCast', () => {
  it("joins the cast to IMDb's credits by normalised name, in the cast's order", () => {
    const joined = joinCast(
      actors,
      [
        { nom: 'MATHIEU  KASSOVITZ', papel: 'Nino Quincampoix', photo: '' },
        { nom: 'Audrey Tautóu', papel: 'Amélie Poulain', photo: 'a'.repeat(32) },
        { nom: 'Dominique Pinon', papel: 'Joseph', photo: '' },
      ],
      new Map([[440913, 'b'.repeat(32)]]),
    );
    expect(joined).toEqual([
      { n: 'Mathieu Kassovitz', p: 'Nino Quincampoix', f: 'b'.repeat(32), i: 440913 },
      { n: 'Audrey Tautou', p: 'Amélie Poulain', f: 'a'.repeat(32), i: 851582 },
      { n: 'Dominique Pinon', p: 'Joseph', f: '' },
      { n: 'Rufus', p: '', f: '', i: 900000334 },
    ]);
  });

  it('keeps one member for a person listed with two characters', () => {
    const joined = joinCast(
      [{ i: 1, n: 'Peter Sellers' }],
      [
        { nom: 'Peter Sellers', papel: 'Group Capt. Lionel Mandrake', photo: '' },
        { nom: 'Peter Sellers', papel: 'President Merkin Muffley', photo: 'c'.repeat(32) },
      ],
      new Map(),
    );
    expect(joined).toEqual([
      {
        n: 'Peter Sellers',
        p: 'Group Capt. Lionel Mandrake / President Merkin Muffley',
        f: 'c'.repeat(32),
        i: 1,
      },
    ]);
  });

  it('gives the credited actors with their photos when there is no cast, and nothing without photos', () => {
    expect(joinCast(actors, [], new Map([[900000334, 'd'.repeat(32)]]))).toEqual([
      { n: 'Audrey Tautou', p: '', f: '', i: 851582 },
      { n: 'Mathieu Kassovitz', p: '', f: '', i: 440913 },
      { n: 'Rufus', p: '', f: 'd'.repeat(32), i: 900000334 },
    ]);
    expect(joinCast(actors, [], new Map())).toEqual([]);
  });
});
