/**
 * Numbers as titles write them (issue 29): arabic ('2'), roman ('II') and Spanish words ('dos',
 * 'segunda'), so that 'padrino 2' finds 'El padrino. Parte II'. Words are folded (`fold.ts`).
 */

/** Spanish cardinal words, by number ('un', 'una' are stopwords and never reach here). */
const CARDINALS: Record<string, number> = Object.fromEntries([
  ['cero', 0],
  ['uno', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
  ['diez', 10],
  ['once', 11],
  ['doce', 12],
  ['trece', 13],
  ['catorce', 14],
  ['quince', 15],
  ['dieciseis', 16],
  ['diecisiete', 17],
  ['dieciocho', 18],
  ['diecinueve', 19],
  ['veinte', 20],
  ['treinta', 30],
  ['cuarenta', 40],
  ['cincuenta', 50],
  ['sesenta', 60],
  ['setenta', 70],
  ['ochenta', 80],
  ['noventa', 90],
  ['cien', 100],
  ['doscientos', 200],
  ['trescientos', 300],
  ['cuatrocientos', 400],
  ['quinientos', 500],
  ['mil', 1000],
] as const);

/** Spanish ordinal words ('segunda parte'), both genders. */
const ORDINALS = [
  'primer',
  'segund',
  'tercer',
  'cuart',
  'quint',
  'sext',
  'septim',
  'octav',
  'noven',
  'decim',
];
const ORDINAL_WORDS: Record<string, number> = Object.fromEntries(
  ORDINALS.flatMap((stem, index) => [
    [`${stem}o`, index + 1],
    [`${stem}a`, index + 1],
  ]),
);

/** Roman numerals up to 39 (film parts and sequels go no further in practice). */
const ROMAN_LIMIT = 39;

function roman(n: number): string {
  const tens = 'x'.repeat(Math.floor(n / 10));
  const units = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'][n % 10] as string;
  return tens + units;
}
const ROMANS: Record<string, number> = Object.fromEntries(
  Array.from({ length: ROMAN_LIMIT }, (_, index) => [roman(index + 1), index + 1]),
);

/** The number a folded word writes (arabic, roman up to 39, a Spanish word), or null. */
export function numberOf(word: string): number | null {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  return ROMANS[word] ?? CARDINALS[word] ?? ORDINAL_WORDS[word] ?? null;
}

/** Every way a title may write `n`: arabic, roman (up to 39), Spanish cardinal and ordinals. */
export function numeralForms(n: number): string[] {
  return [
    String(n),
    ...(n >= 1 && n <= ROMAN_LIMIT ? [roman(n)] : []),
    ...Object.keys(CARDINALS).filter((word) => CARDINALS[word] === n),
    ...Object.keys(ORDINAL_WORDS).filter((word) => ORDINAL_WORDS[word] === n),
  ];
}

/** The other forms of the number a word writes (none for a word that is not a number). */
export function numeralEquivalents(word: string): string[] {
  const n = numberOf(word);
  return n === null ? [] : numeralForms(n).filter((form) => form !== word);
}
