import { describe, expect, it } from 'vitest';
import { soundKey } from './phonetic.js';
import { SoundIndex } from './sound-index.js';
import { Vocabulary } from './vocabulary.js';

const same = (a: string, b: string) => expect(soundKey(a), `${a} / ${b}`).toBe(soundKey(b));
const apart = (a: string, b: string) => expect(soundKey(a), `${a} / ${b}`).not.toBe(soundKey(b));

describe('Spanish sound-alike keys (issue 47)', () => {
  it('hears seseo: z, s, and c before e or i', () => {
    same('sielo', 'cielo');
    same('zielo', 'cielo');
    same('corason', 'corazon');
    apart('casa', 'cesa');
  });

  it('hears qu, k and c before a, o, u as one sound', () => {
    same('kaza', 'caza');
    same('kemar', 'quemar');
    same('kilo', 'quilo');
    // 'ch' is a sound of its own.
    apart('chico', 'kiko');
  });

  it('hears g before e or i as j, and gu before e or i as a hard g', () => {
    same('jenio', 'genio');
    same('jirasol', 'girasol');
    same('gerra', 'jerra');
    apart('guerra', 'gerra');
  });

  it('hears ll, y and i alike, v as b, and no h', () => {
    same('yubia', 'lluvia');
    same('rei', 'rey');
    same('bida', 'vida');
    same('bolber', 'volver');
    same('ijos', 'hijos');
    same('ombres', 'hombres');
    apart('chino', 'ino');
  });

  it('counts a letter written twice once', () => {
    same('pero', 'perro');
    same('aniversario', 'anniversario');
  });
});

describe('a vocabulary by sound', () => {
  const vocabulary = new Vocabulary(
    ['vida', 'vidas', 'bidon', 'lluvia', 'caza', 'casablanca', 'casa', 'hijos', 've'],
    [50, 20, 5, 30, 10, 40, 60, 15, 99],
  );
  const terms = (word: string, asPrefix = false) =>
    new SoundIndex(vocabulary).alike(word, asPrefix, 8).map((candidate) => candidate.term);

  it('finds the terms that sound like a word, most postings first, itself left out', () => {
    expect(terms('bida')).toEqual(['vida']);
    expect(terms('vida')).toEqual([]);
    expect(terms('yubia')).toEqual(['lluvia']);
    // Seseo: 'caza' and 'casa' sound alike.
    expect(terms('kasa')).toEqual(['casa', 'caza']);
    expect(terms('kaza')).toEqual(['casa', 'caza']);
  });

  it('finds terms whose sound starts with a prefix, whole sounds first', () => {
    expect(terms('kasa', true)).toEqual(['casa', 'caza', 'casablanca']);
    expect(terms('bida', true)).toEqual(['vida', 'vidas']);
  });

  it('leaves short words and keys alone', () => {
    expect(terms('be')).toEqual([]);
    expect(terms('zzzz')).toEqual([]);
  });
});
