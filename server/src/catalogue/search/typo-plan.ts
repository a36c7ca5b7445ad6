import type { TermGroup } from '../../db/search-reads.js';
import { allowedEdits, foldedWords } from './fold.js';
import { numeralEquivalents } from './numerals.js';
import type { Candidate, Vocabulary } from './vocabulary.js';

/** The groups of the tiers that the vocabulary adds to the plain prefix search. */
export interface TypoPlan {
  /** Every word a whole term (or its numerals, its stem before a possessive 's); null: none. */
  exact: TermGroup[] | null;
  /**
   * Every word as a prefix or within the edits it forgives (the last one also as a prefix with
   * typos); null when no word has a term within reach, so the tier would add nothing.
   */
  typos: TermGroup[] | null;
}

/**
 * Typo candidates kept per word, the fewest edits and most postings first: each is a term (or a
 * prefix) the tier reads, so a common misspelling may not read hundreds of them.
 */
export const CANDIDATES_PER_WORD = 8;

/**
 * The words of a text as the vocabulary has them: folded, a half ('8½') as one word where the
 * engine keeps it so (FTS5), else its whole number alone (PostgreSQL's tokenizer drops '½').
 */
export function planWords(text: string, vocabulary: Vocabulary): string[] {
  return foldedWords(text).map((word) => {
    const half = /^(\d+)½$/.exec(word);
    return half && !vocabulary.has(word) ? (half[1] as string) : word;
  });
}

/**
 * The whole terms a word stands for: itself, the other forms of its number, and for a word
 * ending in 's' its stem when the vocabulary holds both ('pans' for "Pan's": the tokenizers make
 * 'pan' and 's' of it). Only terms the vocabulary holds.
 */
function wholeTerms(word: string, vocabulary: Vocabulary): string[] {
  const stem = word.length > 2 && word.endsWith('s') ? [word.slice(0, -1)] : [];
  const possessive = stem.length && vocabulary.has('s') ? stem : [];
  return [word, ...numeralEquivalents(word), ...possessive].filter((term) => vocabulary.has(term));
}

/** The typo candidates of a word (none under 5 letters), the last one also as a prefix. */
export function typoCandidates(
  word: string,
  last: boolean,
  vocabulary: Vocabulary,
  extraEdits = 0,
): Candidate[] {
  const edits = allowedEdits(word) + extraEdits;
  if (!edits) return [];
  return vocabulary.similar(word, edits, last, CANDIDATES_PER_WORD);
}

/** The exact and typo tiers' groups of a text against a vocabulary. */
export function typoPlan(text: string, vocabulary: Vocabulary): TypoPlan {
  const words = planWords(text, vocabulary);
  if (!words.length) return { exact: null, typos: null };
  const exact = words.map((word) => wholeTerms(word, vocabulary));
  let typed = false;
  const typos = words.map((word, index) => {
    const candidates = typoCandidates(word, index === words.length - 1, vocabulary);
    if (candidates.length) typed = true;
    return groupOf(
      exact[index] as string[],
      candidates,
      vocabulary.prefixCount(word) ? [word] : [],
    );
  });
  return {
    exact: exact.every((terms) => terms.length)
      ? exact.map((terms) => ({ exact: terms, prefixes: [] }))
      : null,
    typos: typed && typos.every(matchesSomething) ? typos : null,
  };
}

/** A group of whole terms, typo candidates and prefixes. */
export function groupOf(terms: string[], candidates: Candidate[], prefixes: string[]): TermGroup {
  return {
    exact: [...terms, ...candidates.filter((c) => !c.prefix).map((c) => c.term)],
    prefixes: [...prefixes, ...candidates.filter((c) => c.prefix).map((c) => c.term)],
  };
}

export const matchesSomething = (group: TermGroup) =>
  group.exact.length > 0 || group.prefixes.length > 0;

/**
 * The groups to try, in order, for the texts closest to one that matched nothing ('¿Quisiste
 * decir…?'): every word with one edit more than the search forgives, then each word alone,
 * longest first. Only groups whose words have some candidate.
 */
export function looseGroups(text: string, vocabulary: Vocabulary): TermGroup[][] {
  const words = planWords(text, vocabulary).filter((word) => [...word].length >= 3);
  const groups = words.map((word, index) =>
    groupOf(
      wholeTerms(word, vocabulary),
      typoCandidates(word, index === words.length - 1, vocabulary, 1),
      [],
    ),
  );
  const alone = groups
    .map((group, index) => ({ group, length: (words[index] as string).length }))
    .filter(({ group }) => matchesSomething(group))
    .sort((a, b) => b.length - a.length)
    .map(({ group }) => [group]);
  return [...(groups.length > 1 && groups.every(matchesSomething) ? [groups] : []), ...alone];
}
