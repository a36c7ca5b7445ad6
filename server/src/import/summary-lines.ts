import type { TmdbSummary } from '../metadata/tmdb-job.js';
import type { ImdbImportSummary } from './imdb.js';
import type { ListImportSummary } from './list.js';
import type { ScanSummary } from './scan.js';

/**
 * The summaries of the catalogue tools as Spanish lines: the CLI prints them, the admin
 * screen shows them under a finished job.
 */

const number = new Intl.NumberFormat('es-ES');
export const fmt = (n: number) => number.format(n);

export function imdbSummaryLines(summary: ImdbImportSummary): string[] {
  const { films, titles, ratings, credits, people } = summary;
  return [
    `Películas: ${fmt(films.kept)} de ${fmt(films.read)} títulos; ${fmt(films.added)} nuevas, ${fmt(films.updated)} actualizadas`,
    `Títulos: ${fmt(titles.es)} en español, ${fmt(titles.en)} en inglés`,
    `Valoraciones: ${fmt(ratings.rated)}; ${fmt(ratings.cleared)} retiradas`,
    `Créditos: ${fmt(credits.films)} películas; ${fmt(credits.added)} nuevos, ${fmt(credits.removed)} retirados`,
    `Personas: ${fmt(people.named)} con nombre; ${fmt(people.removed)} retiradas`,
    ...(summary.skipped.length ? [`Sin fichero (no tocado): ${summary.skipped.join(', ')}`] : []),
    `Tiempo: ${summary.seconds} s`,
  ];
}

export function listSummaryLines(summary: ListImportSummary): string[] {
  const lines = [
    `Lista ${summary.list}: ${fmt(summary.entries)} películas; ${fmt(summary.left)} salen de la lista`,
  ];
  if (summary.missing.length) {
    lines.push(`No están en el catálogo (${fmt(summary.missing.length)}):`);
    for (const entry of summary.missing) lines.push(`  ${entry.pos}\t${entry.imdb}`);
  }
  if (summary.repeated.length) {
    lines.push(`Repetidas (cuenta la primera posición):`);
    for (const entry of summary.repeated) lines.push(`  línea ${entry.line}\t${entry.imdb}`);
  }
  if (summary.bad.length) {
    lines.push(`Líneas no válidas:`);
    for (const entry of summary.bad) lines.push(`  línea ${entry.line}\t${entry.text}`);
  }
  return lines;
}

export function tmdbSummaryLines(summary: TmdbSummary): string[] {
  const lines = [
    `TMDB: ${fmt(summary.films)} películas; ${fmt(summary.filled)} completadas, ${fmt(summary.missing)} no están en TMDB, ${fmt(summary.failed)} fallidas`,
  ];
  if (summary.failures.length) {
    lines.push(`Fallidas (${fmt(summary.failed)}):`);
    for (const failure of summary.failures) lines.push(`  ${failure.film}  (${failure.reason})`);
  }
  lines.push(`Tiempo: ${summary.seconds} s`);
  return lines;
}

export function scanSummaryLines(summary: ScanSummary): string[] {
  const lines: string[] = [];
  for (const disk of summary.disks) {
    const status = {
      ok: `${fmt(disk.files)} ficheros, ${fmt(disk.torrents)} torrents`,
      missing: 'NO SE PUEDE LEER: sus ficheros se conservan',
      empty: 'VACÍO (¿sin montar?): sus ficheros se conservan (--prune los borra)',
    }[disk.status];
    lines.push(`Disco ${disk.name} (${disk.root}): ${status}`);
  }
  for (const disk of summary.unknownDisks) {
    const what = disk.pruned ? 'borrados' : 'conservados (--prune los borra)';
    lines.push(
      `Disco ${disk.name} no está en DISKS: ${fmt(disk.files)} ficheros y ${fmt(disk.torrents)} torrents ${what}`,
    );
  }
  const { files, torrents } = summary;
  lines.push(
    `Ficheros: ${fmt(files.total)}; ${fmt(files.added)} nuevos, ${fmt(files.attached)} asociados, ${fmt(files.resized)} con otro tamaño, ${fmt(files.removed)} desaparecidos`,
    `Torrents: ${fmt(torrents.total)}; ${fmt(torrents.added)} nuevos, ${fmt(torrents.moved)} movidos, ${fmt(torrents.removed)} desaparecidos`,
    `Películas que ya se pueden descargar: ${fmt(summary.downloadable)}`,
  );
  const { sidecars } = summary;
  if (sidecars.nfo || sidecars.posters || sidecars.backdrops || sidecars.bad.length) {
    lines.push(
      `NFO y carteles: ${fmt(sidecars.nfo)} NFO leídos; ${fmt(sidecars.films)} fichas cambiadas, ${fmt(sidecars.posters)} pósters, ${fmt(sidecars.backdrops)} fondos`,
    );
  }
  const problems: [string, { path: string; reason: string }[]][] = [
    ['Sin película', summary.unmatched],
    ['Torrents no válidos', summary.brokenTorrents],
    ['No se pueden leer', summary.unreadable],
    ['NFO e imágenes no usados', summary.sidecars.bad],
  ];
  for (const [title, list] of problems) {
    if (!list.length) continue;
    lines.push(`${title} (${fmt(list.length)}):`);
    for (const problem of list) lines.push(`  ${problem.path}  (${problem.reason})`);
  }
  lines.push(`Tiempo: ${summary.seconds} s`);
  return lines;
}
