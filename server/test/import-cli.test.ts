import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/connection.js';
import { tempDir } from './helpers.js';
import { DATASET_V1, writeImdbDir } from './import-helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'server/src/import/cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run catalogue -- ...` as npm would (tsx on cli.ts), with its own environment. */
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
      } finally {
        await db.destroy();
      }
    },
    SLOW,
  );
});
