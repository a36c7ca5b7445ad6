/**
 * Letters that canonical decomposition leaves whole (NFD gives no base letter and mark to
 * drop) and that PostgreSQL's `unaccent` writes as plain letters, as its `unaccent.rules`
 * does for Latin-1, Latin Extended-A and the Latin ligatures: 'Cœur' is 'coeur' in its index,
 * 'Bølgen' 'bolgen', 'Straße' 'strasse'. SQLite's FTS5 tokenizer and the search plan's folding
 * keep them as they are, so the three fold them with this one table (issue 47: both engines
 * give the same answers), and a search typed on a plain keyboard finds them.
 */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  Æ: 'AE',
  æ: 'ae',
  Ð: 'D',
  ð: 'd',
  Ø: 'O',
  ø: 'o',
  Þ: 'TH',
  þ: 'th',
  ß: 'ss',
  ẞ: 'SS',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ĳ: 'IJ',
  ĳ: 'ij',
  ĸ: 'q',
  Ŀ: 'L',
  ŀ: 'l',
  Ł: 'L',
  ł: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  Œ: 'OE',
  œ: 'oe',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};

const FOLDED = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/** A text with the letters of LETTER_FOLDS written plain. */
export const foldLetters = (text: string): string =>
  text.replace(FOLDED, (letter) => LETTER_FOLDS[letter] ?? letter);

/**
 * `foldLetters` in SQLite's SQL, around the expression `column` (an FTS5 index's text as a
 * trigger or a fill writes it): SQLite has no `translate`, so one `replace` a letter, and only
 * for a text that holds one. Those replaces on every text made indexing 3.4 times slower;
 * skipping ASCII texts (as many characters as bytes) and those no letter of the table is in
 * leaves it at 1.5 times (an FTS5 fill of 200,000 generated films, synopses included).
 */
export const foldLettersSql = (column: string): string => {
  const replaced = Object.entries(LETTER_FOLDS).reduce(
    (inner, [letter, plain]) => `replace(${inner}, '${letter}', '${plain}')`,
    column,
  );
  return `CASE WHEN length(${column}) = length(CAST(${column} AS BLOB))
    OR ${column} NOT GLOB '*[${Object.keys(LETTER_FOLDS).join('')}]*' THEN ${column}
    ELSE ${replaced} END`;
};
