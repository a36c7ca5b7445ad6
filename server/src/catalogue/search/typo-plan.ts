import type { TermGroup } from '../../db/search-reads.js';
import { searchWords } from '../../db/search-words.js';
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
  /**
   * The typo tier's groups with the terms that sound like each word added (`phonetic.ts`), so
   * that short words below the typo thresholds match ('bida' → 'vida'); null when no word
   * sounds like a term the typo tier lacks.
   */
  sounds: TermGroup[] | null;
  /** The words split or joined as the vocabulary has them (`respaced`); null when none is. */
  respaced: TermGroup[] | null;
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

/**
 * The exact, typo and sound tiers' groups of a text against a vocabulary; sounds and respaced
 * words only when `byEar` (titles: people's names are not Spanish words as a rule, and their
 * vocabulary is three times as big).
 */
export function typoPlan(text: string, vocabulary: Vocabulary, byEar = false): TypoPlan {
  const words = planWords(text, vocabulary);
  if (!words.length) return { exact: null, typos: null, sounds: null, respaced: null };
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
  const exactGroups = exact.every((terms) => terms.length)
    ? exact.map((terms) => ({ exact: terms, prefixes: [] }))
    : null;
  const typoGroups = typed && typos.every(matchesSomething) ? typos : null;
  if (!byEar) return { exact: exactGroups, typos: typoGroups, sounds: null, respaced: null };
  let sounded = false;
  const sounds = words.map((word, index) => {
    const group = typos[index] as TermGroup;
    const alike = soundCandidates(word, index === words.length - 1, vocabulary).filter(
      (candidate) => !group.exact.includes(candidate.term),
    );
    if (alike.length) sounded = true;
    return groupOf(group.exact, alike, group.prefixes);
  });
  const respacedWords = respaced(words, vocabulary);
  return {
    exact: exactGroups,
    typos: typoGroups,
    sounds: sounded && sounds.every(matchesSomething) ? sounds : null,
    respaced: respacedWords ? respacedGroups(respacedWords, vocabulary) : null,
  };
}

/**
 * The terms that sound like a word (`phonetic.ts`); for the last word, when none does, those
 * whose sound starts with its own (a word still being typed), from 4 letters (fewer would match
 * too many terms). A whole sound first: 'kaza' is 'caza', not 'Casablanca'.
 */
function soundCandidates(word: string, last: boolean, vocabulary: Vocabulary): Candidate[] {
  const alike = vocabulary.soundAlike(word, false, CANDIDATES_PER_WORD);
  if (alike.length || !last || [...word].length < 4) return alike;
  return vocabulary.soundAlike(word, true, CANDIDATES_PER_WORD);
}

/** The groups of respaced words: each word whole, with typos and sounds, the last a prefix too. */
function respacedGroups(words: string[], vocabulary: Vocabulary): TermGroup[] | null {
  const groups = words.map((word, index) => {
    const last = index === words.length - 1;
    const candidates = [
      ...typoCandidates(word, last, vocabulary),
      ...soundCandidates(word, last, vocabulary),
    ];
    const prefixes = last && vocabulary.prefixCount(word) ? [word] : [];
    return groupOf(wholeTerms(word, vocabulary), candidates, prefixes);
  });
  return groups.every(matchesSomething) ? groups : null;
}

/** Letters each part of a split word needs at least ('a' + 'mor' is no reading of 'amor'). */
const SPLIT_MIN_LETTERS = 2;

/**
 * The words split or joined as the vocabulary has them, typed without a space or with one too
 * many ('lavida es bella', 'super man'): two neighbours whose joining is a term are joined; a
 * word the vocabulary does not hold is split where both parts are terms, the one with the most
 * postings kept (a stopword part left out, as the search leaves stopwords out). Null when no
 * word changed.
 */
export function respaced(words: readonly string[], vocabulary: Vocabulary): string[] | null {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && vocabulary.has(word + next)) {
      out.push(word + next);
      changed = true;
      i++;
      continue;
    }
    const parts = vocabulary.has(word) ? null : splitOf(word, vocabulary);
    if (parts) changed = true;
    out.push(...(parts ?? [word]));
  }
  return changed && out.length ? out : null;
}

/** A word's best split into two terms (see `respaced`), stopwords left out; null: none. */
function splitOf(word: string, vocabulary: Vocabulary): string[] | null {
  let best: { parts: string[]; count: number } | null = null;
  for (let at = SPLIT_MIN_LETTERS; at <= word.length - SPLIT_MIN_LETTERS; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    const heads = searchWords(`${head} ${tail}`);
    const known = heads.every((part) => vocabulary.has(part));
    if (!known || heads.length === 0) continue;
    const count = Math.min(...heads.map((part) => vocabulary.termCount(part)));
    if (!best || count > best.count) best = { parts: heads, count };
  }
  return best?.parts ?? null;
}

/**
 * The texts a search that matched nothing tries next, as Meilisearch's matching strategy
 * 'last' does: its words with the last dropped, then the last two, until one word that counts
 * (not a stopword) is left.
 */
export function shorterTexts(text: string): string[] {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  const texts: string[] = [];
  let previous = searchWords(words.join(' '));
  for (let length = words.length - 1; length >= 1 && previous.length > 1; length--) {
    const shorter = words.slice(0, length).join(' ');
    const left = searchWords(shorter);
    // A stopword dropped changes nothing the search matches.
    if (left.join(' ') !== previous.join(' ')) texts.push(shorter);
    previous = left;
  }
  return texts;
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
