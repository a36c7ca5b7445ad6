import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openSqlite } from '../src/db/connection.js';
import { backupDatabase, restoreDatabase } from '../src/db/sqlite/backup.js';
import { sqliteSearchUpkeep } from '../src/db/sqlite/bulk-search.js';
import { LOCK_FILE } from '../src/db/sqlite/folder-lock.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { TEST_NOW, tempDir } from './helpers.js';
import { DATASET_V1, writeImdbDir } from './import-helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'server/src/startup/catalogue-cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run catalogue -- ...` as npm would (tsx on catalogue-cli.ts), with its own environment. */
function catalogue(args: string[], env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  for (const key of ['DISKS', 'GOOGLE_CLIENT_ID', 'DEMO', 'DATA_DIR', 'INIT_CWD']) delete base[key];
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...base, DEMO: '0', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Each run starts a Node process that compiles TypeScript: slow on a busy machine. */
const SLOW = 180_000;

describe('npm run catalogue', () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir };
  const databaseFile = path.join(dataDir, 'cineclub.sqlite');

  it(
    'prints its usage without a command',
    async () => {
      const run = await catalogue([], env);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('import-imdb CARPETA');
      expect(run.stdout).toContain('import-list LISTA FICHERO');
      expect(run.stdout).toContain('scan');
    },
    SLOW,
  );

  it(
    'refuses bad input with a clear message and exit code 2, before touching the database',
    async () => {
      const empty = tempDir();
      const cases: [string[], Record<string, string>, RegExp][] = [
        [['frobnicate'], env, /Orden desconocida 'frobnicate'/],
        [['scan', '--force'], env, /Opción desconocida: --force/],
        [['scan', 'extra'], env, /scan no admite argumentos/],
        [['import-imdb'], env, /import-imdb necesita la carpeta/],
        [['import-imdb', '/nonexistent/imdb'], env, /No existe la carpeta \/nonexistent\/imdb/],
        [['import-imdb', empty], env, /Falta title.basics.tsv.gz/],
        [['import-imdb', empty, '--prune'], env, /import-imdb no admite --prune/],
        [['import-list', 'popu', 'x.csv'], env, /Lista desconocida 'popu'/],
        [['import-list', 'i250'], env, /import-list necesita la lista/],
        [['import-list', 'i250', '/nonexistent/i250.csv'], env, /No existe el fichero/],
        [['scan'], env, /No hay discos: define DISKS/],
        [['scan'], { ...env, DISKS: 'sin-ruta' }, /Configuración no válida/],
      ];
      const runs = await Promise.all(cases.map(([args, vars]) => catalogue(args, vars)));
      for (const [index, run] of runs.entries()) {
        const [args, , message] = cases[index] as (typeof cases)[number];
        expect({ args, code: run.code }).toEqual({ args, code: 2 });
        expect(run.stderr).toMatch(message);
      }
      expect(fs.existsSync(databaseFile)).toBe(false);
    },
    SLOW,
  );

  it(
    'imports, loads a list and scans, printing progress and a summary',
    async () => {
      const imdb = await catalogue(['import-imdb', writeImdbDir(DATASET_V1)], env);
      expect(imdb.stderr).toBe('');
      expect(imdb.code).toBe(0);
      expect(imdb.stdout).toMatch(/^title\.basics: 10 filas \(películas 5\) ✓$/m);
      expect(imdb.stdout).toContain('Películas: 5 de 10 títulos; 5 nuevas, 0 actualizadas');

      // A relative path is taken from where the user ran npm (INIT_CWD).
      const lists = tempDir();
      fs.writeFileSync(path.join(lists, 'i250.csv'), '1,tt0111161\n2,tt0068646\n3,tt7777777\n');
      const list = await catalogue(['import-list', 'i250', 'i250.csv'], {
        ...env,
        INIT_CWD: lists,
      });
      expect(list.code).toBe(0);
      expect(list.stdout).toContain('Lista i250: 2 películas; 0 salen de la lista');
      expect(list.stdout).toMatch(/No están en el catálogo \(1\):\n {2}3\ttt7777777/);

      const disk = tempDir();
      fs.mkdirSync(path.join(disk, 'El padrino (1972)'));
      fs.writeFileSync(path.join(disk, 'El padrino (1972)', 'film.mkv'), 'x'.repeat(500));
      fs.writeFileSync(path.join(disk, 'suelto.mkv'), 'x');
      const scan = await catalogue(['scan'], { ...env, DISKS: `disco1=${disk}` });
      expect(scan.code).toBe(0);
      expect(scan.stdout).toContain('Ficheros: 2; 2 nuevos');
      expect(scan.stdout).toContain('Películas que ya se pueden descargar: 1');
      expect(scan.stdout).toMatch(/Sin película \(1\):\n {2}disco1:suelto\.mkv/);

      const db = openSqlite(databaseFile);
      try {
        const godfather = await db
          .selectFrom('film')
          .select(['nom', 'file_count'])
          .where('imdb', '=', 68646)
          .executeTakeFirstOrThrow();
        expect(godfather).toEqual({ nom: 'El padrino', file_count: 1 });
        const listed = await db
          .selectFrom('list_entry')
          .select('film_id')
          .where('list', '=', 'i250')
          .execute();
        expect(listed).toHaveLength(2);
        // Each run is the last job of its kind, as the admin screen's 'Catálogo' shows it.
        const jobs = await db
          .selectFrom('catalogue_job')
          .select(['kind', 'state', 'by_email', 'summary'])
          .orderBy('kind')
          .execute();
        expect(jobs.map((job) => [job.kind, job.state, job.by_email])).toEqual([
          ['escaneo', 'hecha', 'terminal'],
          ['imdb', 'hecha', 'terminal'],
          ['lista', 'hecha', 'terminal'],
        ]);
        expect(jobs[0]?.summary).toContain('Ficheros: 2; 2 nuevos');
      } finally {
        await db.destroy();
      }
    },
    SLOW,
  );
});

describe('npm run catalogue -- backup / restore', () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir };
  const databaseFile = path.join(dataDir, 'cineclub.sqlite');
  const backups = tempDir();
  const backupFile = path.join(backups, 'copia.sqlite');

  /** Rows `w1`, `w2`... that a writer committed, in order, as the database file holds them. */
  function writes(file: string): string[] {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare("SELECT key FROM meta WHERE key LIKE 'w%' ORDER BY rowid")
        .pluck()
        .all() as string[];
    } finally {
      db.close();
    }
  }

  it(
    'copies the database while a writer writes, and restores only with it closed',
    async () => {
      const prepared = openSqlite(databaseFile);
      await prepareDatabase(prepared, loadConfig({ ...env, DEMO: '0' }), { now: TEST_NOW });
      await prepared.destroy();

      // Another connection, as the server's, commits a row every few milliseconds meanwhile.
      const writer = new SQLite(databaseFile);
      writer.pragma('journal_mode = WAL');
      const insert = writer.prepare("INSERT INTO meta (key, value) VALUES (?, 'x')");
      let written = 0;
      const write = () => insert.run(`w${++written}`);
      write();
      const before = written;
      const timer = setInterval(write, 2);
      const backup = await catalogue(['backup', 'copia.sqlite'], { ...env, INIT_CWD: backups });
      const after = written;
      clearInterval(timer);

      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Copia de seguridad en .*copia\.sqlite \(.* bytes, íntegra\)/);
      expect(after).toBeGreaterThan(before);
      // A consistent copy: the writes up to some moment during the backup, no gap.
      const copied = writes(backupFile);
      expect(copied.length).toBeGreaterThanOrEqual(before);
      expect(copied.length).toBeLessThanOrEqual(after);
      expect(copied).toEqual(Array.from({ length: copied.length }, (_, n) => `w${n + 1}`));
      // A single self-contained file, whole.
      expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);
      const check = new SQLite(backupFile, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();

      // The writer (a running server) still has the database open: restore refuses.
      const refused = await catalogue(['restore', backupFile], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/La base de datos está en uso: para el servidor/);
      writer.close();
      expect(writes(databaseFile)).toHaveLength(written);

      const restore = await catalogue(['restore', backupFile], env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Base de datos restaurada desde ${backupFile}`);
      expect(writes(databaseFile)).toEqual(copied);
      const aside = /La anterior queda en (\S+)/.exec(restore.stdout)?.[1] ?? '';
      expect(aside).toMatch(/cineclub\.sqlite\.antes-de-restaurar-\d{8}T\d{6}$/);
      expect(writes(aside)).toHaveLength(written);
      // The server opens the restored database as usual.
      const reopened = openSqlite(databaseFile);
      await prepareDatabase(reopened, loadConfig({ ...env, DEMO: '0' }), { now: TEST_NOW });
      await reopened.destroy();
    },
    SLOW,
  );

  it(
    'refuses what is not a sound Cineclub backup, changing nothing',
    async () => {
      const other = tempDir();
      const text = path.join(other, 'notas.txt');
      fs.writeFileSync(text, 'esto no es una base de datos\n'.repeat(200));
      const foreign = path.join(other, 'otra.sqlite');
      const foreignDb = new SQLite(foreign);
      foreignDb.exec('CREATE TABLE cosas (x)');
      foreignDb.close();
      const damaged = path.join(other, 'dañada.sqlite');
      const bytes = fs.readFileSync(backupFile);
      bytes.fill(0x55, 4096 * 3, 4096 * 6);
      fs.writeFileSync(damaged, bytes);
      const untouched = fs.readFileSync(databaseFile);
      const cases: [string[], RegExp][] = [
        [['restore', path.join(other, 'no-está.sqlite')], /No existe el fichero/],
        [['restore', text], /no es una base de datos SQLite/],
        [['restore', foreign], /no es una base de datos de Cineclub/],
        [['restore', damaged], /está dañada|no es una base de datos SQLite/],
        [['backup', backupFile], /Ya existe .*copia\.sqlite: elige otro nombre/],
        [['backup'], /backup necesita el fichero de la copia/],
      ];
      const runs = await Promise.all(cases.map(([args]) => catalogue(args, env)));
      for (const [index, run] of runs.entries()) {
        const [args, message] = cases[index] as (typeof cases)[number];
        expect({ args, code: run.code }).toEqual({ args, code: 2 });
        expect(run.stderr).toMatch(message);
      }
      expect(fs.readFileSync(databaseFile).equals(untouched)).toBe(true);
      const empty = await catalogue(['backup', path.join(other, 'x.sqlite')], {
        DATA_DIR: tempDir(),
      });
      expect(empty.code).toBe(2);
      expect(empty.stderr).toMatch(/No existe la base de datos/);
    },
    SLOW,
  );

  it('refuses a backup whose schema is not the one its migrations make, changing nothing', async () => {
    const other = tempDir();
    /** A copy of the sound backup, changed by `change`. */
    const changed = (name: string, change: string) => {
      const file = path.join(other, name);
      fs.copyFileSync(backupFile, file);
      const db = new SQLite(file);
      db.exec(change);
      db.close();
      return file;
    };
    const twoTables = path.join(other, 'dos-tablas.sqlite');
    const bare = new SQLite(twoTables);
    bare.exec('CREATE TABLE kysely_migration (name TEXT PRIMARY KEY, timestamp TEXT)');
    bare.exec('CREATE TABLE film (id INTEGER PRIMARY KEY)');
    bare.prepare('INSERT INTO kysely_migration VALUES (?, ?)').run('0001-initial', 'x');
    bare.close();
    const cases: [string, RegExp][] = [
      [
        twoTables,
        /no tiene el esquema de una base de datos de Cineclub \(\d+ diferencias: .*- table meta/,
      ],
      [
        changed(
          'disparador.sqlite',
          `CREATE TRIGGER every_user_admin AFTER INSERT ON user BEGIN
             INSERT INTO user_perm (user_id, perm) VALUES (new.id, 'admo'); END`,
        ),
        /no tiene el esquema.*\+ trigger every_user_admin/,
      ],
      [changed('vista.sqlite', 'CREATE VIEW v AS SELECT 1'), /\+ view v/],
      [changed('indice.sqlite', 'DROP INDEX film_person_credits'), /- index film_person_credits/],
      [changed('columna.sqlite', 'ALTER TABLE user ADD COLUMN x TEXT'), /≠ table user/],
      [
        changed(
          'apartado.sqlite',
          `INSERT INTO meta (key, value) VALUES ('search_suspended', json_array(json_object(
             'type', 'trigger', 'name', 'film_fts_insert',
             'sql', 'CREATE TRIGGER film_fts_insert AFTER INSERT ON film BEGIN DELETE FROM user; END')))`,
        ),
        /≠ trigger film_fts_insert \(apartado/,
      ],
    ];
    const untouched = fs.readFileSync(databaseFile);
    for (const [file, message] of cases) {
      const restore = restoreDatabase(databaseFile, file, new Date(TEST_NOW * 1000));
      await expect(restore, file).rejects.toThrow(message);
    }
    expect(fs.readFileSync(databaseFile).equals(untouched)).toBe(true);
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('restaurando'))).toEqual([]);
  });

  it('takes a backup made while an import had the search set aside', async () => {
    const file = path.join(tempDir(), 'apartada.sqlite');
    fs.copyFileSync(backupFile, file);
    const db = openSqlite(file);
    await sqliteSearchUpkeep.suspend(db);
    await db.destroy();
    const site = path.join(tempDir(), 'cineclub.sqlite');
    await expect(restoreDatabase(site, file, new Date(TEST_NOW * 1000))).resolves.toEqual({
      aside: null,
    });
  });

  it('keeps every database set aside, even two restores in the same second', async () => {
    const site = path.join(tempDir(), 'cineclub.sqlite');
    fs.copyFileSync(backupFile, site);
    const now = new Date(TEST_NOW * 1000);
    const first = await restoreDatabase(site, backupFile, now);
    const second = await restoreDatabase(site, backupFile, now);
    expect(first.aside).toMatch(/\.antes-de-restaurar-\d{8}T\d{6}$/);
    expect(second.aside).toBe(`${first.aside}-2`);
    expect(writes(first.aside ?? '')).toEqual(writes(site));
    expect(writes(second.aside ?? '')).toEqual(writes(site));
    // No working copy is left beside the database; the folder's lock file stays, unlocked.
    expect(fs.readdirSync(path.dirname(site)).sort()).toEqual(
      [site, first.aside, second.aside, LOCK_FILE].map((file) => path.basename(file ?? '')).sort(),
    );
  });

  it('removes the working copies of killed runs, not those of a run going on', async () => {
    const site = path.join(tempDir(), 'cineclub.sqlite');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    // pid 1 always runs.
    const [killed, running] = [`${site}.restaurando-${gone}`, `${site}.restaurando-1`];
    const [killedPart, runningPart] = [`${site}.copia.part-${gone}`, `${site}.copia.part-1`];
    for (const file of [killed, running, killedPart, runningPart]) fs.writeFileSync(file, 'x');
    await restoreDatabase(site, backupFile, new Date(TEST_NOW * 1000));
    await backupDatabase(site, `${site}.copia`);
    expect([killed, running, killedPart, runningPart].map((file) => fs.existsSync(file))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
