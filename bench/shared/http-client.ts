import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * GET over one kept-alive connection with Node's own `http` module. A latency benchmark wants
 * its client's share as small as it can be: Node's `fetch` (undici, with WHATWG streams) spends
 * about 0.3 ms more per request at the median and 1-1.5 ms more at the p95 on a 42 KB answer
 * on this machine's loopback (bench/README.md), which would be the client's time, not the
 * server's.
 */
export function keptAliveGet(base: string): (path: string) => Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        })
        .on('error', reject);
    });
  // A connection left idle longer than the server keeps it (5 s: the catalogue bench's LIKE
  // scans under load) may be closed as the next request goes out on it: a GET is asked again,
  // once, on a new connection.
  return (path) =>
    once(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') throw error;
      return once(path);
    });
}

/** The same GET through Node's `fetch`, to compare clients (`--client fetch`). */
export function fetchGet(base: string): (path: string) => Promise<Answer> {
  return async (path) => {
    const response = await fetch(`${base}${path}`);
    const headers: http.IncomingHttpHeaders = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  };
}
