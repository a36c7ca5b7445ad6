import { leadingImdbId } from '../library/imdb-ids.js';
import { AKAS_COLUMNS, type AkaChoice, akaChoice } from './imdb-rows.js';
import { DATASETS, type ImdbRun } from './imdb-run.js';
import { readTsv } from './tsv.js';

/** The IMDb import's step of title.akas: Spanish and English titles. */

export async function akasStep(run: ImdbRun, file: string): Promise<void> {
  const size = run.index.size;
  // Best score written so far per film: makes the result independent of row order, and
  // a film with 0 after the file has no Spanish (or English) title.
  const scores = { es: new Uint8Array(size), en: new Uint8Array(size) };
  const titles = run.summary.titles;
  const progress = run.ticker(DATASETS.akas, () => ({ es: titles.es, en: titles.en }));
  type Group = { pos: number; es?: AkaChoice; en?: AkaChoice };
  let pending: Group[] = [];
  let group: Group | null = null;
  let groupImdb = -1;
  let rows = 0;
  for await (const piece of readTsv(file, AKAS_COLUMNS, {
    signal: run.options.signal,
    keep: (text, start) => run.kept.has(leadingImdbId(text, 'tt', start)),
  })) {
    rows += piece.lines;
    for (const row of piece.rows) {
      const choice = akaChoice(row);
      if (!choice) continue;
      if (choice.imdb !== groupImdb) {
        groupImdb = choice.imdb;
        const pos = run.index.position(choice.imdb);
        group = pos < 0 ? null : { pos };
        if (group) pending.push(group);
        if (pending.length > run.batch) {
          // The newest group may still get rows: it stays for the next batch.
          const last = pending.pop() as Group;
          await writeTitles(run, pending, scores);
          pending = [last];
        }
      }
      if (!group) continue;
      const best = group[choice.target];
      if (!best || choice.score > best.score) group[choice.target] = choice;
    }
    progress.tick(rows, piece);
  }
  await writeTitles(run, pending, scores);

  // Films without a Spanish title go by their original title.
  const untitled: number[] = [];
  for (let pos = 0; pos < size; pos++) {
    if (!scores.es[pos]) untitled.push(run.index.filmIdAt(pos));
  }
  await run.queries.originalTitles(untitled);
  progress.end(rows);
}

async function writeTitles(
  run: ImdbRun,
  groups: { pos: number; es?: AkaChoice; en?: AkaChoice }[],
  scores: { es: Uint8Array; en: Uint8Array },
): Promise<void> {
  if (!groups.length) return;
  await run.queries.batch(async (batch) => {
    const current = await batch.titlesOf(groups.map((group) => run.index.filmIdAt(group.pos)));
    const byId = new Map(current.map((row) => [row.id, row]));
    const held = await batch.heldFields(current.map((row) => row.id));
    const changes: { id: number; nom?: string; nomen?: string }[] = [];
    for (const group of groups) {
      const film = byId.get(run.index.filmIdAt(group.pos));
      if (!film) continue;
      const set: { id: number; nom?: string; nomen?: string } = { id: film.id };
      for (const target of ['es', 'en'] as const) {
        const choice = group[target];
        const score = scores[target];
        if (!choice || choice.score <= (score[group.pos] ?? 0)) continue;
        if (!score[group.pos]) run.summary.titles[target]++;
        score[group.pos] = choice.score;
        const column = target === 'es' ? 'nom' : 'nomen';
        if (film[column] !== choice.title && !held.get(film.id)?.has(column)) {
          set[column] = choice.title;
        }
      }
      if (set.nom !== undefined || set.nomen !== undefined) changes.push(set);
    }
    // Both titles of a film in one statement: a film is never seen half renamed.
    await batch.setTitles(changes);
  });
}
