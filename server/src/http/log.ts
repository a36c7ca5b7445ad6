/**
 * Secrets that travel in URLs: share tokens, as the `auth` query of the download calls and as
 * the last segment of a share page, /peli/{id}/{txt}/{token}. Whoever reads the log must not be
 * able to download with them.
 */
const SECRET_QUERY = /([?&](?:auth|token)=)[^&#\s"\\]+/gi;
const SHARE_PAGE = /(\/peli\/\d+\/[^/?#\s"\\]+\/)[^/?#\s"\\]+/g;

/** The text with every secret a URL in it carries replaced by '[oculto]'. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_QUERY, '$1[oculto]').replace(SHARE_PAGE, '$1[oculto]');
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
