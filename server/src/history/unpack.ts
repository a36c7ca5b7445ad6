import { unzipSync } from 'fflate';

/** One text file of an upload: its name (in the ZIP, or as uploaded) and its decoded text. */
export interface UploadedText {
  name: string;
  text: string;
}

/** A file that cannot be imported: the message says why, in Spanish; 413 when too big. */
export class HistoryFileError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** The files of an export ZIP worth reading: CSV and JSON at any depth but Letterboxd's own folders. */
const WANTED = /\.(csv|json)$/i;
/** Letterboxd's export keeps lists, likes and deleted or orphaned entries in folders: not history. */
const SKIPPED_FOLDER = /(^|\/)(lists|likes|deleted|orphaned|__MACOSX)\//i;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The text files of an upload: the CSV and JSON files of a ZIP, or the upload itself. A ZIP
 * whose files would unpack to more than `maxBytes` is refused before unpacking (the sizes its
 * directory declares), and again if a file unpacks bigger than declared: a small ZIP cannot
 * make the server hold a big text.
 */
export function unpackUpload(bytes: Uint8Array, name: string, maxBytes: number): UploadedText[] {
  if (!isZip(bytes)) return [{ name, text: decodeText(bytes) }];
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.test(file.name) || SKIPPED_FOLDER.test(file.name)) return false;
        declared += file.originalSize;
        if (declared > maxBytes) throw new HistoryFileError(tooBig(maxBytes), 413);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof HistoryFileError) throw error;
    throw new HistoryFileError('El ZIP está dañado: no se puede abrir');
  }
  const out: UploadedText[] = [];
  let total = 0;
  for (const [path, content] of Object.entries(files)) {
    total += content.length;
    if (total > maxBytes) throw new HistoryFileError(tooBig(maxBytes), 413);
    out.push({ name: path, text: decodeText(content) });
  }
  if (!out.length) throw new HistoryFileError('El ZIP no lleva ficheros CSV ni JSON');
  return out;
}

export function tooBig(maxBytes: number): string {
  return `El fichero es demasiado grande: el límite son ${Math.floor(maxBytes / 1024 ** 2)} MB`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a file, whatever its encoding: UTF-8 (with or without BOM), UTF-16 with its BOM
 * (Excel's 'Unicode text'), and otherwise Windows-1252, which is what a spreadsheet on a
 * Spanish Windows saves.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return stripBom(utf8.decode(bytes));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
