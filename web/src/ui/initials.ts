/**
 * Up to two letters that stand for a user without a picture: the first letters of the first two
 * words of the name, or the first two letters of the address.
 */
export function initialsOf(name: string, email: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}/u.test(word));
  const letters =
    words.length >= 2
      ? [firstLetter(words[0]), firstLetter(words[1])]
      : [...(words[0] ?? email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2);
  return letters.join('').toLocaleUpperCase('es') || '?';
}

function firstLetter(word: string | undefined): string {
  return [...(word ?? '')].find((char) => /\p{L}/u.test(char)) ?? '';
}
