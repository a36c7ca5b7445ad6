/**
 * Cleanups that run when the test file ends, last made first. Vitest silently ignores an
 * `afterAll` registered inside a test, so a helper called inside one never cleaned up: the
 * file's own `afterAll`, registered by `setup.ts` (a setup file, run for every test file even
 * where a test process runs several files), runs them whoever registered them, and wherever.
 * A module of its own, importing nothing: a setup file's imports are loaded before the test
 * file's `vi.mock` could replace them.
 */
const atFileEnd: (() => unknown)[] = [];

/** Runs the current test file's cleanups (`setup.ts` calls it after each file). */
export async function endOfFile(): Promise<void> {
  for (const cleanup of atFileEnd.splice(0).reverse()) await cleanup();
}

/** Runs `cleanup` when the test file ends, even when called inside a test. */
export function whenFileEnds(cleanup: () => unknown): void {
  atFileEnd.push(cleanup);
}
