import fs from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { TORRENT_MAX_BYTES } from '@cineclub/contract';
import type { PosterStore } from '../catalogue/poster-store.js';
import { systemClock } from '../clock.js';
import type { DiskConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { type FilmFileEvents, refreshFilmFiles } from '../library/film-files.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { isSkippedFolder, libraryFileKind } from '../library/library-files.js';
import { readInside, resolveInside } from '../library/safe-path.js';
import { type ServerFiles, serverFilesOf } from '../library/server-files.js';
import { torrentInfoHash } from '../library/torrent.js';
import { noProgress, type OnProgress } from './progress.js';
import {
  createImportQueries,
  createScanQueries,
  type ScanQueries,
  type ScanWrites,
} from './queries.js';
import { type FoundSidecar, isSidecar, readSidecars, type SidecarSummary } from './sidecars.js';
import { type MatchKeys, matchKeys, TitleResolver } from './title-match.js';

export interface ScanOptions {
  disks: DiskConfig[];
  /** DATA_DIR: never walked into, and its files never listed, also through a hard link. */
  dataDir: string;
  /** Unix seconds: the date of new file rows and of films' first files. */
  now?: number;
  /**
   * Also forget the files and torrents of disks that could not be read, look empty, or are no
   * longer in DISKS. Off by default: a disk that is asleep or unmounted must not empty the
   * catalogue.
   */
  prune?: boolean;
  events?: FilmFileEvents;
  signal?: AbortSignal;
  /** Where the pictures next to the films go; without it they are not read. */
  posters?: PosterStore;
}

/** Something on a disk worth telling the owner about; `path` is `disk:dir/name`. */
export interface ScanProblem {
  path: string;
  reason: string;
}

export interface DiskReport {
  name: string;
  root: string;
  /**
   * ok: walked. missing: its folder does not exist or cannot be read. empty: it holds nothing
   * although the catalogue has files on it (probably not mounted). Rows of a disk that is not
   * ok are kept unless `prune`.
   */
  status: 'ok' | 'missing' | 'empty';
  files: number;
  torrents: number;
}

export interface ScanSummary {
  disks: DiskReport[];
  files: { total: number; added: number; resized: number; attached: number; removed: number };
  torrents: { total: number; added: number; moved: number; removed: number };
  /** Files and torrents that belong to no film (files are kept with no film; torrents are not). */
  unmatched: ScanProblem[];
  /** `.torrent` files that cannot be read, or repeat another one. */
  brokenTorrents: ScanProblem[];
  /** Folders and files that could not be read; rows under them are kept. */
  unreadable: ScanProblem[];
  /** Disks the catalogue has rows for that are not in DISKS. */
  unknownDisks: { name: string; files: number; torrents: number; pruned: boolean }[];
  /** Films that went from no files to some. */
  downloadable: number;
  /** The NFO files and pictures next to the films (sidecars.ts). */
  sidecars: SidecarSummary;
  seconds: number;
}

interface Found {
  disk: string;
  /** Folder relative to the disk root, '/' separated, '' at the root. */
  dir: string;
  name: string;
  size: number;
  /** The disk's root: the file is read only through `readInside`. */
  root: string;
}

interface FoundTorrent extends Found {
  code: string;
}

interface Walked {
  files: Found[];
  torrents: Found[];
  sidecars: FoundSidecar[];
  /** Folders (relative) that could not be read. */
  failed: string[];
}

const LINK_OUTSIDE = 'enlace roto o que sale del disco';
const SERVER_FILE = 'es de DATA_DIR, la carpeta del servidor: no se lista';
const WRITE_BATCH = 500;

/**
 * Scans the library disks: walks each disk, attaches files and `.torrent` files to films (by an
 * IMDb id in the file or folder names, else by "Title (Year)"), records new files and changed
 * sizes, drops rows of files that vanished, and brings the films' counters, folder and dates in
 * line. Files that match no film are kept with no film (the next scan, after an import, tries
 * again) and reported.
 */
export async function scanDisks(
  db: Db,
  options: ScanOptions,
  onProgress: OnProgress = noProgress,
): Promise<ScanSummary> {
  const started = performance.now();
  const now = options.now ?? systemClock();
  const summary: ScanSummary = {
    disks: [],
    files: { total: 0, added: 0, resized: 0, attached: 0, removed: 0 },
    torrents: { total: 0, added: 0, moved: 0, removed: 0 },
    unmatched: [],
    brokenTorrents: [],
    unreadable: [],
    unknownDisks: [],
    downloadable: 0,
    sidecars: { nfo: 0, films: 0, posters: 0, backdrops: 0, bad: [] },
    seconds: 0,
  };

  const walked = new Map<string, Walked>();
  const serverFiles = serverFilesOf(options.dataDir);
  for (const disk of options.disks) {
    const result = await walkDisk(disk, serverFiles, summary, onProgress, options.signal);
    const report: DiskReport = {
      name: disk.name,
      root: disk.root,
      status: result ? 'ok' : 'missing',
      files: result?.files.length ?? 0,
      torrents: result?.torrents.length ?? 0,
    };
    if (result && !result.files.length && !result.torrents.length) {
      if (await createScanQueries(db).diskHasRows(disk.name)) report.status = 'empty';
    }
    summary.disks.push(report);
    if (report.status === 'ok' && result) walked.set(disk.name, result);
  }

  const torrents: FoundTorrent[] = [];
  for (const found of [...walked.values()].flatMap((disk) => disk.torrents)) {
    const code = await readTorrentCode(found, summary);
    if (code) torrents.push({ ...found, code });
  }
  const files = [...walked.values()].flatMap((disk) => disk.files);
  onProgress({ step: 'emparejar', done: 0, unit: 'ficheros' });
  const matches = await matchFilms(db, [...files, ...torrents]);
  onProgress({
    step: 'emparejar',
    done: files.length + torrents.length,
    unit: 'ficheros',
    end: true,
  });

  for (const [disk, result] of walked) {
    await saveDiskFiles(db, disk, result, matches, now, summary);
  }
  await saveTorrents(db, torrents, walked, matches, now, summary);
  await forgetUnscannedDisks(db, options, summary);

  const sidecars = [...walked.values()].flatMap((disk) => disk.sidecars);
  if (sidecars.length) {
    // Preparing pictures is the slow part of a first scan: its progress goes by film.
    let films = 0;
    const onFilm = (done: number, total: number) => {
      films = total;
      if (done % 50 === 0) {
        onProgress({ step: 'fichas', done, unit: 'películas', fraction: done / total });
      }
    };
    summary.sidecars = await readSidecars(db, sidecars, files, {
      posters: options.posters,
      now,
      onFilm,
    });
    onProgress({ step: 'fichas', done: films, unit: 'películas', end: true });
  }

  const refreshed = await refreshFilmFiles(db, { now, events: options.events });
  summary.downloadable = refreshed.downloadable.length;
  summary.files.total = files.length;
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  onProgress({
    step: 'guardar',
    done: files.length + torrents.length,
    unit: 'ficheros',
    end: true,
  });
  return summary;
}

function display(item: { disk: string; dir: string; name: string }): string {
  return `${item.disk}:${item.dir ? `${item.dir}/` : ''}${item.name}`;
}

/**
 * Walks one disk; null when its root cannot be read at all. DATA_DIR's folders and files are
 * left out (reported, and their rows go as those of vanished files); the start-up refuses a disk
 * that holds DATA_DIR, and this holds even so.
 */
async function walkDisk(
  disk: DiskConfig,
  serverFiles: ServerFiles,
  summary: ScanSummary,
  onProgress: OnProgress,
  signal: AbortSignal | undefined,
): Promise<Walked | null> {
  if (!fs.statSync(disk.root, { throwIfNoEntry: false })?.isDirectory()) return null;
  // Folders are not walked through links: a folder's real path is the root's and its own.
  const realRoot = fs.realpathSync(disk.root);
  const out: Walked = { files: [], torrents: [], sidecars: [], failed: [] };
  const leaveOut = (rel: string) =>
    summary.unreadable.push({ path: `${disk.name}:${rel}`, reason: SERVER_FILE });
  const pending: string[] = [''];
  let seen = 0;
  onProgress({ step: disk.name, done: 0, unit: 'ficheros' });
  while (pending.length) {
    signal?.throwIfAborted();
    const dir = pending.pop() as string;
    const full = path.join(disk.root, dir);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(full, { withFileTypes: true });
    } catch (error) {
      if (dir === '') return null;
      out.failed.push(dir);
      summary.unreadable.push({
        path: `${disk.name}:${dir}`,
        reason: (error as NodeJS.ErrnoException).code ?? String(error),
      });
      continue;
    }
    for (const entry of entries) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (serverFiles.owns(path.join(realRoot, rel))) leaveOut(rel);
        else if (!isSkippedFolder(entry.name)) pending.push(rel);
        continue;
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const kind = libraryFileKind(entry.name);
      const sidecar = kind === 'skip' && !entry.name.startsWith('.') && isSidecar(entry.name);
      if (kind === 'skip' && !sidecar) continue;
      // A link to a file counts only if it stays on the disk; links to folders are not walked.
      const target = entry.isSymbolicLink()
        ? await resolveInside(disk.root, { dir, name: entry.name })
        : path.join(realRoot, rel);
      if (!target) {
        summary.unreadable.push({ path: `${disk.name}:${rel}`, reason: LINK_OUTSIDE });
        continue;
      }
      const stat = await fs.promises.stat(target).catch((error: NodeJS.ErrnoException) => {
        summary.unreadable.push({
          path: `${disk.name}:${rel}`,
          reason: error.code ?? String(error),
        });
        return null;
      });
      if (!stat?.isFile()) continue;
      if (serverFiles.owns(target) || (await serverFiles.isLinkedTo(stat))) {
        leaveOut(rel);
        continue;
      }
      const found = { disk: disk.name, dir, name: entry.name, size: stat.size, root: disk.root };
      (sidecar ? out.sidecars : kind === 'torrent' ? out.torrents : out.files).push(found);
      if (++seen % 500 === 0) {
        onProgress({
          step: disk.name,
          done: seen,
          unit: 'ficheros',
          counts: { torrents: out.torrents.length },
        });
      }
    }
  }
  out.files.sort(byPath);
  out.torrents.sort(byPath);
  onProgress({
    step: disk.name,
    done: out.files.length + out.torrents.length,
    unit: 'ficheros',
    counts: { torrents: out.torrents.length },
    end: true,
  });
  return out;
}

function byPath(a: Found, b: Found): number {
  const left = `${a.dir}/${a.name}`;
  const right = `${b.dir}/${b.name}`;
  return left < right ? -1 : left > right ? 1 : 0;
}

async function readTorrentCode(found: Found, summary: ScanSummary): Promise<string | null> {
  try {
    if (found.size > TORRENT_MAX_BYTES) throw new Error('demasiado grande para ser un .torrent');
    return torrentInfoHash(await readInside(found.root, found, TORRENT_MAX_BYTES));
  } catch (error) {
    summary.brokenTorrents.push({ path: display(found), reason: (error as Error).message });
    return null;
  }
}

type Match = { filmId: number } | { reason: string };

/**
 * The film of every found item. IMDb ids are looked up in one query per 500; title readings
 * are resolved in one pass over the films of the years concerned, so that scanning a big
 * library costs a few queries, not one per file.
 */
async function matchFilms(db: Db, items: Found[]): Promise<Map<Found, Match>> {
  const keys = new Map<Found, MatchKeys>(
    items.map((item) => [item, matchKeys(item.dir, item.name)]),
  );
  const ids = new Set<number>();
  for (const key of keys.values()) for (const id of key.imdbIds) ids.add(id);
  const byImdb = await createImportQueries(db).filmIdsByImdb([...ids]);

  const byId = (key: MatchKeys) => key.imdbIds.find((id) => byImdb.has(id));
  const resolver = new TitleResolver(
    [...keys.values()].filter((key) => byId(key) === undefined).flatMap((key) => key.titles),
  );
  if (!resolver.empty) {
    const years = resolver.offeredYears();
    let after = 0;
    for (;;) {
      const films = await createScanQueries(db).filmsOfYears(years, after, 5000);
      for (const film of films) {
        resolver.offer({ ...film, titles: [film.nom, film.nomo, film.nomen] });
      }
      const last = films.at(-1);
      if (!last) break;
      after = last.id;
    }
  }

  const matches = new Map<Found, Match>();
  for (const [item, key] of keys) {
    const imdb = byId(key);
    const filmId = imdb === undefined ? resolver.resolve(key.titles) : byImdb.get(imdb);
    if (filmId != null) {
      matches.set(item, { filmId });
      continue;
    }
    const [firstId] = key.imdbIds;
    const [firstTitle] = key.titles;
    const reason =
      firstId !== undefined
        ? `${formatTitleId(firstId)} no está en el catálogo`
        : firstTitle
          ? `ninguna película «${firstTitle.title}» de ${firstTitle.year}`
          : 'el nombre no lleva id de IMDb (tt…) ni «Título (año)»';
    matches.set(item, { reason });
  }
  return matches;
}

/** Runs writes in transactions of a few hundred, so the server's own writes never wait long. */
class BatchWriter {
  private ops: ((writes: ScanWrites) => Promise<unknown>)[] = [];

  constructor(private readonly queries: ScanQueries) {}

  async add(op: (writes: ScanWrites) => Promise<unknown>): Promise<void> {
    this.ops.push(op);
    if (this.ops.length >= WRITE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const ops = this.ops;
    this.ops = [];
    if (!ops.length) return;
    await this.queries.inTransaction(ops);
    // The driver is synchronous: let the server answer requests (the admin screen polls the
    // scan's progress) between batches.
    await setImmediate();
  }
}

function underFailed(dir: string, failed: string[]): boolean {
  return failed.some((prefix) => dir === prefix || dir.startsWith(`${prefix}/`));
}

async function saveDiskFiles(
  db: Db,
  disk: string,
  walked: Walked,
  matches: Map<Found, Match>,
  now: number,
  summary: ScanSummary,
): Promise<void> {
  const queries = createScanQueries(db);
  const existing = await queries.filesOfDisk(disk);
  const rows = new Map(existing.map((row) => [`${row.dir}\0${row.name}`, row]));
  const writer = new BatchWriter(queries);
  for (const found of walked.files) {
    const match = matches.get(found);
    const filmId = match && 'filmId' in match ? match.filmId : null;
    const key = `${found.dir}\0${found.name}`;
    const row = rows.get(key);
    rows.delete(key);
    // A file already attached keeps its film: the scan only fills in files that have none,
    // so an attachment made by hand is not undone.
    const attach = row?.film_id === null && filmId !== null;
    if ((row?.film_id ?? filmId) === null) {
      const reason = match && 'reason' in match ? match.reason : 'sin película';
      summary.unmatched.push({ path: display(found), reason });
    }
    if (!row) {
      summary.files.added++;
      await writer.add((writes) =>
        writes.insertFile({
          film_id: filmId,
          disk,
          dir: found.dir,
          name: found.name,
          size: found.size,
          added_at: now,
        }),
      );
      continue;
    }
    const resized = Number(row.size) !== found.size;
    if (!resized && !attach) continue;
    if (resized) summary.files.resized++;
    if (attach) summary.files.attached++;
    await writer.add((writes) =>
      writes.updateFile(
        row.id,
        attach ? { size: found.size, film_id: filmId } : { size: found.size },
      ),
    );
  }
  for (const row of rows.values()) {
    if (underFailed(row.dir, walked.failed)) continue;
    summary.files.removed++;
    await writer.add((writes) => writes.deleteFile(row.id));
  }
  await writer.flush();
}

async function saveTorrents(
  db: Db,
  found: FoundTorrent[],
  walked: Map<string, Walked>,
  matches: Map<Found, Match>,
  now: number,
  summary: ScanSummary,
): Promise<void> {
  const queries = createScanQueries(db);
  const existing = await queries.allTorrents();
  const byCode = new Map(existing.map((row) => [row.code, row]));
  const seen = new Map<string, FoundTorrent>();
  const writer = new BatchWriter(queries);
  for (const torrent of found) {
    const first = seen.get(torrent.code);
    if (first) {
      summary.brokenTorrents.push({
        path: display(torrent),
        reason: `repetido: es el mismo torrent que ${display(first)}`,
      });
      continue;
    }
    seen.set(torrent.code, torrent);
    const match = matches.get(torrent);
    const filmId = match && 'filmId' in match ? match.filmId : null;
    const row = byCode.get(torrent.code);
    if (row) {
      const moved =
        row.disk !== torrent.disk || row.dir !== torrent.dir || row.name !== torrent.name;
      if (!moved) continue;
      summary.torrents.moved++;
      await writer.add((writes) =>
        writes.updateTorrent(row.id, {
          disk: torrent.disk,
          dir: torrent.dir,
          name: torrent.name,
          film_id: filmId ?? row.film_id,
        }),
      );
      continue;
    }
    if (filmId === null) {
      // A torrent row needs a film; this one is only reported.
      const reason = match && 'reason' in match ? match.reason : 'sin película';
      summary.unmatched.push({ path: display(torrent), reason });
      continue;
    }
    summary.torrents.added++;
    await writer.add((writes) =>
      writes.insertTorrent({
        film_id: filmId,
        code: torrent.code,
        disk: torrent.disk,
        dir: torrent.dir,
        name: torrent.name,
        added_at: now,
      }),
    );
  }
  summary.torrents.total = seen.size;
  for (const row of existing) {
    if (seen.has(row.code)) continue;
    const disk = walked.get(row.disk);
    if (!disk || underFailed(row.dir, disk.failed)) continue;
    summary.torrents.removed++;
    await writer.add((writes) => writes.deleteTorrent(row.id));
  }
  await writer.flush();
}

/** Rows of disks that were not walked (missing, empty, not in DISKS): reported, pruned on request. */
async function forgetUnscannedDisks(
  db: Db,
  options: ScanOptions,
  summary: ScanSummary,
): Promise<void> {
  const configured = new Set(options.disks.map((disk) => disk.name));
  const queries = createScanQueries(db);
  const [files, torrents] = await queries.rowsByDisk();
  const unknown = new Set(
    [...files, ...torrents].map((row) => row.disk).filter((name) => !configured.has(name)),
  );
  for (const name of [...unknown].sort()) {
    summary.unknownDisks.push({
      name,
      files: Number(files.find((row) => row.disk === name)?.n ?? 0),
      torrents: Number(torrents.find((row) => row.disk === name)?.n ?? 0),
      pruned: Boolean(options.prune),
    });
  }
  if (!options.prune) return;
  const unscanned = [
    ...unknown,
    ...summary.disks.filter((disk) => disk.status !== 'ok').map((disk) => disk.name),
  ];
  if (!unscanned.length) return;
  const removed = await queries.forgetDisks(unscanned);
  summary.files.removed += removed.files;
  summary.torrents.removed += removed.torrents;
}
