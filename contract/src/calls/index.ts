import type { z } from 'zod';
import { pathOf } from '../routes';
import { clubCalls } from './club';
import { clubFeedCalls } from './club-feed';
import type { CallSpec } from './define';
import { historyCalls } from './history';
import { memberCalls } from './members';
import { reviewCalls } from './review';
import { searchCalls } from './search';

export type { CallSpec, Method } from './define';
export { defineCalls } from './define';

/**
 * Every call of the typed map: one entry per call, shared by the server (which serves each
 * entry with its schemas, `serveCall`), the web, the server's tests and the benches (which
 * all ask through `call`). Each area keeps its entries in a file of its own.
 */
export const calls = {
  ...searchCalls,
  ...historyCalls,
  ...memberCalls,
  ...clubCalls,
  ...reviewCalls,
  ...clubFeedCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;

type Part<Spec, Key extends 'params' | 'query'> =
  Spec extends Record<Key, infer S extends z.ZodType>
    ? { [P in Key]: z.input<S> }
    : { [P in Key]?: undefined };
type BodyPart<Spec> = Spec extends { body: infer S }
  ? S extends z.ZodType
    ? { body: z.input<S> }
    : { body: Blob | Uint8Array | string }
  : { body?: undefined };

/** What a caller gives a call: its path params, query and body, as the schemas take them. */
export type CallInput<N extends CallName> = Part<Calls[N], 'params'> &
  Part<Calls[N], 'query'> &
  BodyPart<Calls[N]>;

/** What a call answers: its JSON as the server wrote it, or the Response of a bytes answer. */
export type CallAnswer<N extends CallName> = Calls[N] extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : Response;

/** What the handler of a call gets: its params, query and body as the schemas make them. */
export type CallRequest<N extends CallName> = {
  params: Calls[N] extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
  query: Calls[N] extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
  body: Calls[N] extends { body: infer S }
    ? S extends z.ZodType
      ? z.output<S>
      : Uint8Array
    : undefined;
};

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
  const spec: CallSpec = calls[name];
  const params = (input.params ?? {}) as Record<string, string | number | boolean>;
  const path = pathOf(spec.path, params).replace(/\/+$/, '') || '/';
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** Asks the server for a call of the map; a non-2xx answer throws a CallError. */
export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  const spec: CallSpec = calls[name];
  const headers: Record<string, string> = { ...options.headers };
  let body: RequestInit['body'];
  if (input.body !== undefined) {
    const bytes = spec.body === 'bytes';
    headers['Content-Type'] ??= bytes ? 'application/octet-stream' : 'application/json';
    body = bytes ? (input.body as RequestInit['body']) : JSON.stringify(input.body);
  }
  const response = await (options.fetch ?? fetch)(
    `${options.baseUrl ?? ''}${callPath(name, input)}`,
    { method: spec.method, headers, body, credentials: 'same-origin', signal: options.signal },
  );
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new CallError(response.status, error?.message ?? `Error ${response.status}`, error);
  }
  if (spec.answer === 'bytes') return response as CallAnswer<N>;
  return (response.status === 204 ? undefined : await response.json()) as CallAnswer<N>;
}
