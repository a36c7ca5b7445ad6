import { parseLooseTitleId } from '../library/imdb-ids.js';

export interface ListEntry {
  pos: number;
  imdb: number;
  /** Line in the file, for messages. */
  line: number;
}

export interface ListRows {
  entries: ListEntry[];
  /** Lines that are not (position, IMDb id). */
  bad: Array<{ line: number; text: string }>;
  /** Ids listed twice: the first position is kept. */
  repeated: ListEntry[];
  /** Rows of other lists in a file that names the list on each row. */
  otherLists: number;
}

const POSITION = /^(pos|position|posici[oó]n|rank|puesto|n[uú]mero|#)$/i;
const IMDB = /^(imdb|imdb ?id|imdb_id|tconst|const|id)$/i;
const LIST = /^(list|lista|code|c[oó]digo)$/i;

interface Layout {
  /** Column of the list code, or -1 when the file holds one list. */
  list: number;
  pos: number;
  imdb: number;
}

/**
 * Reads the rows of a list file. Columns are position and IMDb id, or list code, position and
 * IMDb id (one file may then hold every list). A first line without a number in it is a
 * header, and its names say where the columns are, so an IMDb list export (`Position`,
 * `Const`, ...) works as it is.
 */
export function listRows(records: readonly string[][], code: string): ListRows {
  const out: ListRows = { entries: [], bad: [], repeated: [], otherLists: 0 };
  const seen = new Set<number>();
  let layout: Layout | null = null;
  for (const [index, raw] of records.entries()) {
    const record = raw.map((field) => field.trim());
    if (record.every((field) => field === '')) continue;
    if (!layout) {
      const isHeader = !record.some(isPosition);
      layout = isHeader ? headerLayout(record) : countLayout(record);
      if (isHeader) continue;
    }
    if (layout.list >= 0 && record[layout.list] !== code) {
      out.otherLists++;
      continue;
    }
    const posText = record[layout.pos];
    const imdb = parseLooseTitleId(record[layout.imdb] ?? '');
    const line = index + 1;
    if (!isPosition(posText) || imdb === null) {
      out.bad.push({ line, text: raw.join(',') });
      continue;
    }
    const entry = { pos: Number(posText), imdb, line };
    if (seen.has(imdb)) out.repeated.push(entry);
    else {
      seen.add(imdb);
      out.entries.push(entry);
    }
  }
  return out;
}

function headerLayout(header: string[]): Layout {
  const named = {
    list: header.findIndex((name) => LIST.test(name)),
    pos: header.findIndex((name) => POSITION.test(name)),
    imdb: header.findIndex((name) => IMDB.test(name)),
  };
  return named.pos >= 0 && named.imdb >= 0 ? named : countLayout(header);
}

/** Without usable names: three columns are list, position, id; two are position, id. */
function countLayout(record: string[]): Layout {
  return record.length >= 3 && !isPosition(record[0])
    ? { list: 0, pos: 1, imdb: 2 }
    : { list: -1, pos: 0, imdb: 1 };
}

function isPosition(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,6}$/.test(value);
}
