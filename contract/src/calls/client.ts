import { pathOf } from '../routes';
import type { CallAnswer, CallInput } from './index';
import { type CallName, callTable } from './table';

/** A failed call: its status, the server's Spanish message and the whole error body. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Where and how `call` asks: the web leaves it all unset (same origin, the browser's fetch). */
export interface CallOptions {
  /** Prefixed to the path: 'http://127.0.0.1:port' for tests and benches. */
  baseUrl?: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The address of a call: its path with the params filled in, and its query. */
export function callPath<N extends CallName>(name: N, input: CallInput<N>): string {
  const params = (input.params ?? {}) as Record<string, string | number | boolean>;
  const path = pathOf(callTable[name].path, params).replace(/\/+$/, '') || '/';
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

const isBytes = (body: unknown): body is Blob | Uint8Array =>
  body instanceof Uint8Array || (typeof Blob !== 'undefined' && body instanceof Blob);

/**
 * Asks the server for a call of the map; a non-2xx answer throws a CallError. An upload (a
 * Blob or bytes) goes as it is; any other body as JSON. A JSON answer is parsed; any other
 * (a file) is handed back as the Response.
 */
export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: RequestInit['body'];
  if (input.body !== undefined) {
    const bytes = isBytes(input.body);
    headers['Content-Type'] ??= bytes ? 'application/octet-stream' : 'application/json';
    body = bytes ? (input.body as unknown as RequestInit['body']) : JSON.stringify(input.body);
  }
  const response = await (options.fetch ?? fetch)(
    `${options.baseUrl ?? ''}${callPath(name, input)}`,
    {
      method: callTable[name].method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    },
  );
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new CallError(response.status, error?.message ?? `Error ${response.status}`, error);
  }
  if (response.status === 204) return undefined as CallAnswer<N>;
  const json = response.headers.get('content-type')?.includes('application/json');
  return (json ? await response.json() : response) as CallAnswer<N>;
}
