import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

type Value = string | boolean | string[];

/**
 * A benchmark's command-line options (`--name value`, a boolean as `--name`). Each takes the
 * value given on the command line, else with `--smoke` its smoke-run value, else its default.
 * `--smoke` shrinks a benchmark to a few seconds (a tiny catalogue, a few requests) so that CI
 * can check that it still runs and prints its figures (bench/smoke.ts); its figures mean nothing.
 */
export function benchOptions<T extends Record<string, Value>>(
  defaults: T,
  smoke: Partial<T>,
  args = process.argv.slice(2),
): T & { smoke: boolean } {
  const kinds = Object.entries(defaults).map(([name, value]) => [
    name,
    typeof value === 'boolean'
      ? { type: 'boolean' as const }
      : { type: 'string' as const, multiple: Array.isArray(value) },
  ]);
  const { values } = parseArgs({
    args,
    options: { smoke: { type: 'boolean' }, ...Object.fromEntries(kinds) },
  });
  const given: Record<string, unknown> = values;
  const isSmoke = given.smoke === true;
  return {
    ...defaults,
    ...(isSmoke ? smoke : {}),
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    smoke: isSmoke,
  } as T & { smoke: boolean };
}

/** A folder of a smoke run's own for what it generates (caches stay as they are), removed at exit. */
export function smokeFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-smoke-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
