/**
 * Secrets that travel in URLs: share tokens, as the `auth` query of the download calls and as
 * the last segment of a share page, /peli/{id}/{txt}/{token}. Whoever reads the log must not be
 * able to download with them.
 */
const SECRET_QUERY = /([?&](?:auth|token)=)[^&#\s"\\]+/gi;
/** Any case (the web's router ignores it), any number of slashes, an empty name. */
const SHARE_PAGE = /(\/+peli\/+\d+\/+[^/?#\s"\\]*\/+)[^/?#\s"\\]+/gi;
/**
 * A share token wherever it is, by its shape (`<fileId>.<HMAC-SHA256 in base64url>`, see
 * `downloads/share-tokens.ts`): in an error report's message or stack, or a place no rule
 * above knows. Session tokens, if one ever reached a line, have the same shape.
 */
const TOKEN_SHAPE = /\d+\.[\w-]{43,}/g;

/**
 * The characters secrets and the rules above are written with: letters, digits, `-_.~`, `/?&=#`
 * and `%` itself (a double escape). Decoding their escapes cannot break the JSON of a log line,
 * as a decoded quote or backslash would.
 */
const SAFE_CHARACTER = /[\w.~/?&=#%-]/;

/** One round of decoding the escapes of safe characters, as a server decodes them. */
function decodeSafe(text: string): string {
  return text.replace(/%[0-9a-f]{2}/gi, (escaped) => {
    const character = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    return SAFE_CHARACTER.test(character) ? character : escaped;
  });
}

function redactPlain(text: string): string {
  return text
    .replace(SECRET_QUERY, '$1[oculto]')
    .replace(SHARE_PAGE, '$1[oculto]')
    .replace(TOKEN_SHAPE, '[oculto]');
}

/**
 * The text with every secret a URL in it carries replaced by '[oculto]', found after
 * decoding: `?au%74h=`, `%61uth`, a token written in escapes all reach the server as the plain
 * ones do. A line with a secret is written decoded (so redacted); any other line as it was.
 */
export function redactSecrets(text: string): string {
  let decoded = text;
  // A few rounds undo double and triple escapes; more cannot come from a real client.
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    const next = decodeSafe(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const redacted = redactPlain(decoded);
  return redacted === decoded ? text : redacted;
}

export interface LogSink {
  write(line: string): unknown;
}

/**
 * Fastify's logger options: pino writing to `out` (stdout) through redactSecrets. Filtering the
 * finished line, not chosen fields, covers every place a URL turns up: request lines, error
 * messages and stacks, the web's error reports. (stdout writes are synchronous for files and
 * pipes on Linux, as pino's own default destination is.)
 */
export function loggerOptions(level: string, out: LogSink = process.stdout) {
  return { level, stream: { write: (line: string) => out.write(redactSecrets(line)) } };
}
