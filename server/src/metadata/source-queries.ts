import type { Db } from '../db/connection.js';
import { isSource, SOURCED_FIELDS, type Source, type SourcedField } from './sources.js';

/** Records the source of some fields of a film (in the caller's transaction, if any). */
export async function recordSources(
  db: Db,
  filmId: number,
  fields: readonly string[],
  source: Source,
  at: number,
): Promise<void> {
  if (!fields.length) return;
  await db
    .insertInto('film_source')
    .values(fields.map((field) => ({ film_id: filmId, field, source, at })))
    .onConflict((oc) =>
      oc.columns(['film_id', 'field']).doUpdateSet((eb) => ({
        source: eb.ref('excluded.source'),
        at: eb.ref('excluded.at'),
      })),
    )
    .execute();
}

/**
 * The owner's edits as the audit lines of the change name them (`ficha.<field>`, `poster`):
 * those fields are the owner's from now on.
 */
export async function recordOwnerEdits(
  db: Db,
  filmId: number,
  audit: readonly { action: string; at: number }[],
): Promise<void> {
  const [first] = audit;
  if (!first) return;
  const fields = audit
    .map((line) => line.action.replace(/^ficha\./, ''))
    .filter((field) => (SOURCED_FIELDS as readonly string[]).includes(field));
  await recordSources(db, filmId, fields, 'owner', first.at);
}

export async function sourcesOf(db: Db, filmId: number): Promise<Partial<Record<string, Source>>> {
  const rows = await db
    .selectFrom('film_source')
    .select(['field', 'source'])
    .where('film_id', '=', filmId)
    .execute();
  return Object.fromEntries(
    rows.flatMap((row) => (isSource(row.source) ? [[row.field, row.source]] : [])),
  );
}

/** Forgets a field's source: the next fill may write it (the owner's 'clear'). */
export async function clearSource(db: Db, filmId: number, field: SourcedField): Promise<void> {
  await db
    .deleteFrom('film_source')
    .where('film_id', '=', filmId)
    .where('field', '=', field)
    .execute();
}
