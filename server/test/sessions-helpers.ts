import { type CallInput, type CallName, call } from '@cineclub/contract';
import type { Db } from '../src/db/connection.js';

/** Film ids of the demo catalogue, oldest first: candidates for the tests' nights. */
export async function someFilms(db: Db, count: number): Promise<number[]> {
  const rows = await db.selectFrom('film').select('id').orderBy('id').limit(count).execute();
  return rows.map((row) => row.id);
}

/** Calls as a member (a cookie) or as nobody, against one server. */
export function asMember(baseUrl: string, cookie: string | null) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return <N extends CallName>(name: N, input: CallInput<N>) =>
    call(name, input, { baseUrl, headers });
}

export async function noticesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notice')
    .select('que')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.que);
}

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
