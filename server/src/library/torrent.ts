import crypto from 'node:crypto';

/** A `.torrent` file that is not a valid bencoded dictionary with an `info` dictionary. */
export class TorrentError extends Error {}

const D = 0x64; // 'd'
const E = 0x65; // 'e'
const I = 0x69; // 'i'
const L = 0x6c; // 'l'
const COLON = 0x3a;
const MAX_DEPTH = 64;

/**
 * The torrent's info hash (SHA-1 of its bencoded `info` dictionary, lower-case hex), used as
 * its code. The hash is taken over the bytes exactly as they stand in the file: decoding and
 * encoding again would change the hash of a torrent whose keys are not in canonical order.
 */
export function torrentInfoHash(bytes: Uint8Array): string {
  if (bytes[0] !== D) throw new TorrentError('no empieza por un diccionario');
  let pos = 1;
  let info: Uint8Array | null = null;
  while (bytes[pos] !== E) {
    if (pos >= bytes.length) throw new TorrentError('termina antes de tiempo');
    const [keyStart, keyEnd] = stringBounds(bytes, pos);
    const key = Buffer.from(bytes.subarray(keyStart, keyEnd)).toString('latin1');
    const valueStart = keyEnd;
    const valueEnd = skipValue(bytes, valueStart, 1);
    if (key === 'info') {
      if (bytes[valueStart] !== D) throw new TorrentError("'info' no es un diccionario");
      info = bytes.subarray(valueStart, valueEnd);
    }
    pos = valueEnd;
  }
  if (!info) throw new TorrentError("falta el diccionario 'info'");
  return crypto.createHash('sha1').update(info).digest('hex');
}

/** End (exclusive) of the bencoded value starting at `pos`. */
function skipValue(bytes: Uint8Array, pos: number, depth: number): number {
  if (depth > MAX_DEPTH) throw new TorrentError('anidado en exceso');
  const byte = bytes[pos];
  if (byte === I) {
    const end = bytes.indexOf(E, pos + 1);
    const digits = end > 0 ? Buffer.from(bytes.subarray(pos + 1, end)).toString('latin1') : '';
    if (!/^-?\d+$/.test(digits)) throw new TorrentError(`entero no válido en ${pos}`);
    return end + 1;
  }
  if (byte === L || byte === D) {
    let at = pos + 1;
    while (bytes[at] !== E) {
      if (at >= bytes.length) throw new TorrentError('termina antes de tiempo');
      if (byte === D) at = stringBounds(bytes, at)[1];
      at = skipValue(bytes, at, depth + 1);
    }
    return at + 1;
  }
  return stringBounds(bytes, pos)[1];
}

/** Start and end of the bytes of the string `<length>:<bytes>` at `pos`. */
function stringBounds(bytes: Uint8Array, pos: number): [number, number] {
  const colon = bytes.indexOf(COLON, pos);
  const digits = colon > pos ? Buffer.from(bytes.subarray(pos, colon)).toString('latin1') : '';
  if (!/^\d{1,10}$/.test(digits)) throw new TorrentError(`valor no válido en ${pos}`);
  const end = colon + 1 + Number(digits);
  if (end > bytes.length) throw new TorrentError('termina antes de tiempo');
  return [colon + 1, end];
}
