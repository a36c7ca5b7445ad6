/**
 * Spanish sound-alike folding (issue 47): a folded word (`fold.ts`: no accents, lower case) as
 * it sounds to a speaker of Latin American or most peninsular Spanish, so that the ways people
 * misspell by ear give the same key:
 *
 * - seseo: 'z', and 'c' before 'e' or 'i', are 's' ('sielo', 'zielo' → cielo);
 * - 'qu' before 'e'/'i', 'k', and 'c' elsewhere are 'k' ('kaza' → caza; 'ch' stays apart);
 * - 'g' before 'e'/'i' is 'j' ('jenio' → genio), 'gu' before 'e'/'i' a hard 'g' ('gerra');
 * - yeísmo and i/y: 'll', 'y' and 'i' are one sound ('yubia' → lluvia, 'rei' → rey);
 * - betacismo: 'v' is 'b' ('bida' → vida);
 * - a silent 'h' is left out ('ijos' → hijos), but not the one of 'ch';
 * - a letter written twice counts once ('pero' and 'perro' are apart by ear, but typed
 *   doubles are a common slip: 'acion', 'accion').
 *
 * Keys only compare: they are never shown nor stored.
 */
const FRONT = new Set(['e', 'i', 'y']);

/** The sound of the letter at `i` and how many letters it takes (see above). */
function soundAt(word: string, i: number): [string, number] {
  const letter = word[i] as string;
  const next = word[i + 1] ?? '';
  switch (letter) {
    case 'c':
      // 'ch' one sound of its own ('ç' is never in a folded word).
      if (next === 'h') return ['ç', 2];
      return [FRONT.has(next) ? 's' : 'k', 1];
    case 'q':
      return ['k', next === 'u' && FRONT.has(word[i + 2] ?? '') ? 2 : 1];
    case 'g':
      if (next === 'u' && FRONT.has(word[i + 2] ?? '')) return ['g', 2];
      return [FRONT.has(next) ? 'j' : 'g', 1];
    case 'l':
      return next === 'l' ? ['i', 2] : ['l', 1];
    case 'z':
      return ['s', 1];
    case 'y':
      return ['i', 1];
    case 'v':
      return ['b', 1];
    case 'w':
      return ['u', 1];
    case 'h':
      return ['', 1];
    default:
      return [letter, 1];
  }
}

/** A folded word's sound-alike key (see above); digits and other letters are kept. */
export function soundKey(word: string): string {
  let key = '';
  let i = 0;
  while (i < word.length) {
    const [sound, taken] = soundAt(word, i);
    if (sound && !key.endsWith(sound)) key += sound;
    i += taken;
  }
  return key;
}

/**
 * The fewest letters a typed word needs to be matched by its sound: a key of one or two
 * letters ('ve', 'y') would match every short word that sounds like it.
 */
export const SOUND_MIN_LETTERS = 3;
