import type { z } from 'zod';
import { accountCalls } from './accounts';
import { adminCalls } from './admin';
import { notifyCalls } from './avisos';
import { catalogueCalls } from './catalogue';
import { clubCalls } from './club';
import { clubFeedCalls } from './club-feed';
import { communityCalls } from './community';
import { downloadCalls } from './downloads';
import { historyCalls } from './history';
import { memberCalls } from './members';
import { reviewCalls } from './review';
import { searchCalls } from './search';
import { sessionCalls } from './sessions';
import type { CallName, callTable } from './table';

export type { CallRoute, CallSpec, Method } from './define';
export { defineCalls } from './define';
export type { CallName } from './table';

/**
 * Every call of the typed map: its schemas, one entry per call, each area in a file of its own
 * (method and path in `table.ts`). The server serves each entry with them (`serveCall`); the
 * web, the server's tests and the benches ask through `call`.
 */
export const calls = {
  ...catalogueCalls,
  ...communityCalls,
  ...accountCalls,
  ...downloadCalls,
  ...adminCalls,
  ...searchCalls,
  ...historyCalls,
  ...memberCalls,
  ...clubCalls,
  ...reviewCalls,
  ...clubFeedCalls,
  ...notifyCalls,

  ...sessionCalls,
};
export type Calls = typeof calls;

// The table and the schemas name the same calls, no more, no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameCalls: Same<keyof Calls, keyof typeof callTable> = true;
void sameCalls;

type Part<Spec, Key extends 'params' | 'query'> =
  Spec extends Record<Key, infer S extends z.ZodType>
    ? { [P in Key]: z.input<S> }
    : { [P in Key]?: undefined };
type BodyPart<Spec> = Spec extends { body: infer S }
  ? S extends z.ZodType
    ? { body: z.input<S> }
    : { body: Blob | Uint8Array }
  : { body?: undefined };

/** What a caller gives a call: its path params, query and body, as the schemas take them. */
export type CallInput<N extends CallName> = Part<Calls[N], 'params'> &
  Part<Calls[N], 'query'> &
  BodyPart<Calls[N]>;

/**
 * What a call answers: its JSON as the server wrote it, nothing for a 204, or the Response of a
 * bytes answer.
 */
export type CallAnswer<N extends CallName> = Calls[N] extends { answer: infer A extends z.ZodType }
  ? z.output<A> | (Calls[N] extends { maybeNone: true } ? undefined : never)
  : Calls[N] extends { answer: 'none' }
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204's handler returns nothing at all, which `undefined` would not let it.
      void
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
