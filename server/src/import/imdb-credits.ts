import type { PersonRole } from '../db/schema.js';
import { leadingImdbId, parseImdbId } from '../library/imdb-ids.js';
import {
  type Credit,
  creditFromRow,
  NAMES_COLUMNS,
  type PersonName,
  PRINCIPALS_COLUMNS,
  personFromRow,
  uniqueCredits,
} from './imdb-rows.js';
import { DATASETS, type ImdbRun } from './imdb-run.js';
import { readTsv } from './tsv.js';

/**
 * The IMDb import's steps of title.principals (credits) and name.basics (names of the people
 * credited).
 */

/** The first reading of name.basics (who has a name), in the progress events. */
const NAMES_FIRST_STEP = `${DATASETS.names} (quién tiene nombre)`;

export async function principalsStep(run: ImdbRun, file: string): Promise<void> {
  const seen = new Uint8Array(run.index.size);
  const credits = run.summary.credits;
  const progress = run.ticker(DATASETS.principals, () => ({ créditos: credits.added }));
  let pending = new Map<number, Credit[]>();
  let pendingRows = 0;
  let groupImdb = -1;
  let groupPos = -1;
  let rows = 0;
  for await (const piece of readTsv(file, PRINCIPALS_COLUMNS, {
    signal: run.options.signal,
    keep: (text, start) => run.kept.has(leadingImdbId(text, 'tt', start)),
  })) {
    rows += piece.lines;
    for (const row of piece.rows) {
      const credit = creditFromRow(row);
      if (!credit || !run.named.has(credit.person)) continue;
      if (credit.imdb !== groupImdb) {
        // Batches end between films, so that a film's credits are replaced in one go.
        if (pendingRows >= run.batch * 5) {
          await writeCredits(run, pending, seen);
          pending = new Map();
          pendingRows = 0;
        }
        groupImdb = credit.imdb;
        groupPos = run.index.position(credit.imdb);
      }
      if (groupPos < 0) continue;
      const list = pending.get(groupPos);
      if (list) list.push(credit);
      else pending.set(groupPos, [credit]);
      pendingRows++;
    }
    progress.tick(rows, piece);
  }
  await writeCredits(run, pending, seen);

  // Films IMDb credits nobody for any more lose their old credits.
  const uncredited: number[] = [];
  for (let pos = 0; pos < seen.length; pos++) {
    if (!seen[pos]) uncredited.push(run.index.filmIdAt(pos));
  }
  credits.removed += await run.queries.deleteCreditsOfFilms(uncredited);
  progress.end(rows);
}

/**
 * Replaces the credits of a batch of films. People not seen before get a row with an empty
 * name (the foreign key wants one); the name.basics step fills it in, or removes the person
 * if IMDb has no name for them.
 */
async function writeCredits(
  run: ImdbRun,
  pending: Map<number, Credit[]>,
  seen: Uint8Array,
): Promise<void> {
  if (!pending.size) return;
  const summary = run.summary.credits;
  await run.queries.batch(async (batch) => {
    const newPeople = new Set<number>();
    for (const list of pending.values()) {
      for (const credit of list) {
        if (!run.people.has(credit.person)) newPeople.add(credit.person);
      }
    }
    await batch.insertUnnamedPeople([...newPeople]);
    for (const id of newPeople) run.people.add(id);

    const filmIds = [...pending.keys()].map((pos) => run.index.filmIdAt(pos));
    const have = new Map<number, Map<string, number>>();
    for (const row of await batch.creditsOf(filmIds)) {
      const credits = have.get(row.film_id) ?? new Map<string, number>();
      credits.set(`${row.role}:${row.person_id}`, row.ord);
      have.set(row.film_id, credits);
    }
    // Directors or cast that the owner or an NFO set are theirs: IMDb's are not merged in.
    const held = await batch.heldFields(filmIds);

    const inserts: { film_id: number; person_id: number; role: PersonRole; ord: number }[] = [];
    for (const [pos, list] of pending) {
      const filmId = run.index.filmIdAt(pos);
      // A film met again later in the file (an unsorted file) only gains credits.
      const replace = !seen[pos];
      seen[pos] = 1;
      const old = have.get(filmId) ?? new Map<string, number>();
      const ours = (role: string) => !held.get(filmId)?.has(role);
      const wanted = uniqueCredits(list).filter((credit) => ours(credit.role));
      if (replace && wanted.length) summary.films++;
      const keep = new Set<string>();
      for (const credit of wanted) {
        const key = `${credit.role}:${credit.person}`;
        keep.add(key);
        const ord = old.get(key);
        if (ord === undefined) {
          inserts.push({
            film_id: filmId,
            person_id: credit.person,
            role: credit.role,
            ord: credit.ord,
          });
        } else if (replace && ord !== credit.ord) {
          await batch.setCreditOrder(filmId, credit.role, credit.person, credit.ord);
        }
      }
      if (!replace) continue;
      for (const key of old.keys()) {
        if (keep.has(key)) continue;
        const [role, person] = key.split(':') as [PersonRole, string];
        if (!ours(role)) continue;
        await batch.deleteCredit(filmId, role, Number(person));
        summary.removed++;
      }
    }
    await batch.insertCredits(inserts);
    summary.added += inserts.length;
  });
}

/**
 * A first reading of name.basics for who has a name (a bit per IMDb person number), so that
 * people IMDb names nobody are never credited: writing them, then removing them once their
 * name is found missing, would change rows on every run of the same files.
 */
export async function namedPeopleStep(run: ImdbRun, file: string): Promise<void> {
  const progress = run.ticker(NAMES_FIRST_STEP, () => ({}));
  let rows = 0;
  for await (const piece of readTsv(file, NAMES_COLUMNS, { signal: run.options.signal })) {
    rows += piece.lines;
    for (const row of piece.rows) {
      const person = personFromRow(row);
      if (person) run.named.add(person.id);
    }
    progress.tick(rows, piece);
  }
  progress.end(rows);
}

export async function namesStep(run: ImdbRun, file: string): Promise<void> {
  const people = run.summary.people;
  const progress = run.ticker(DATASETS.names, () => ({ personas: people.named }));
  let pending: PersonName[] = [];
  let rows = 0;
  for await (const piece of readTsv(file, NAMES_COLUMNS, {
    signal: run.options.signal,
    keep: (text, start) => run.people.has(leadingImdbId(text, 'nm', start)),
  })) {
    rows += piece.lines;
    for (const row of piece.rows) {
      const id = parseImdbId(row.nconst, 'nm');
      if (id === null || !run.people.has(id)) continue;
      const person = personFromRow(row);
      if (!person) continue;
      pending.push(person);
      if (pending.length >= run.batch) {
        await writeNames(run, pending);
        pending = [];
      }
    }
    progress.tick(rows, piece);
  }
  await writeNames(run, pending);
  await removeNamelessAndUncredited(run);
  progress.end(rows);
}

async function writeNames(run: ImdbRun, names: PersonName[]): Promise<void> {
  if (!names.length) return;
  run.summary.people.named += names.length;
  await run.queries.batch(async (batch) => {
    const current = await batch.namesOf(names.map((person) => person.id));
    const byId = new Map(current.map((row) => [row.id, row.nom]));
    await batch.setNames(names.filter((person) => byId.get(person.id) !== person.nom));
  });
}

/** People IMDb has no name for, and people no film credits any more, leave the catalogue. */
async function removeNamelessAndUncredited(run: ImdbRun): Promise<void> {
  const nameless = await run.queries.namelessPeople();
  for (let start = 0; start < nameless.length; start += run.batch) {
    const piece = nameless.slice(start, start + run.batch);
    run.summary.credits.removed += await run.queries.batch((batch) => batch.deletePeople(piece));
  }
  const uncredited = await run.queries.deleteUncreditedPeople();
  run.summary.people.removed += nameless.length + uncredited;
}
