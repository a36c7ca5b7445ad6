/**
 * Turns what a user typed into an FTS5 query: every word must match as a prefix ('almo' finds
 * 'Almodóvar'). Words are quoted, so FTS5 operators and punctuation typed by the user are
 * plain text. Accents and case are the tokenizer's business. Null when nothing searchable.
 */
export function ftsPrefixQuery(text: string, columns?: readonly string[]): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return null;
  const terms = words.map((word) => `"${word}"*`).join(' ');
  return columns?.length ? `{${columns.join(' ')}} : (${terms})` : terms;
}
