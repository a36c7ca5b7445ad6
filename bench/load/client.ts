import http from 'node:http';

/** What a call answered: its status, and its body read to the end (or the stream's events). */
export interface Answer {
  status: number;
  body: string;
}

/** Per call name: the latencies of the calls that went as expected, and what went wrong. */
export class Stats {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, string[]>();
  readonly limited = new Map<string, number>();

  ok(name: string, ms: number): void {
    const list = this.latencies.get(name) ?? [];
    list.push(ms);
    this.latencies.set(name, list);
  }

  error(name: string, what: string): void {
    const list = this.errors.get(name) ?? [];
    list.push(what);
    this.errors.set(name, list);
  }

  tooMany(name: string): void {
    this.limited.set(name, (this.limited.get(name) ?? 0) + 1);
  }

  count(map: Map<string, unknown[] | number>): number {
    let total = 0;
    for (const value of map.values()) total += typeof value === 'number' ? value : value.length;
    return total;
  }
}

/**
 * One simulated user's HTTP client: its own kept-alive connections (as a browser holds a few
 * per site) and its session cookie. Node's `http` rather than `fetch`, whose own cost per call
 * is larger (bench/shared/http-client.ts).
 */
export class UserClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  cookie = '';

  constructor(
    private readonly base: string,
    public stats: Stats,
  ) {}

  /**
   * A call, timed to the end of its body, counted under `name`: a status other than `expect`
   * is an error, except a 429, counted apart (the server's limits may change).
   */
  async call(
    name: string,
    method: string,
    path: string,
    options: { json?: unknown; expect?: number } = {},
  ): Promise<Answer | null> {
    const started = performance.now();
    try {
      const answer = await this.request(method, path, options.json);
      const expected = options.expect ?? 200;
      if (answer.status === 429) {
        this.stats.tooMany(name);
        return null;
      }
      if (answer.status !== expected) {
        this.stats.error(name, `${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return null;
      }
      this.stats.ok(name, performance.now() - started);
      return answer;
    } catch (error) {
      this.stats.error(name, `${method} ${path}: ${String(error)}`);
      return null;
    }
  }

  private request(method: string, path: string, json?: unknown): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.base}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.[0];
            if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
