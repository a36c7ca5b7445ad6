/**
 * The benchmarks' smoke run (`npm run bench:smoke`, the last step of `npm test`, after the build
 * that the e2e tests make): each benchmark's npm script with `--smoke` (a tiny size that runs in
 * seconds: bench/shared/options.ts), two at a time (CI has 2 cores; a benchmark waits on its
 * server, Chromium or PostgreSQL much of the time), each one's output printed whole when it ends.
 * Each must exit 0 within its time and print its figures (the line named below); the figures
 * themselves mean nothing at that size, and with two at once even less, and are not checked. A
 * benchmark that no longer runs fails CI rather than the next person who wants its figures.
 * Exits 1 when any failed; prints each one's time.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { postgresBinDir } from '../server/test/postgres-cluster.js';

const root = path.resolve(import.meta.dirname, '..');
/** Longest a smoke run may take (several times what it takes on a loaded 2-core machine). */
const TIMEOUT_MS = 300_000;

/**
 * Each benchmark's script, and a line of figures its output must hold; the longest first, so
 * that the other lane runs the rest meanwhile.
 */
const BENCHES: [script: string, figures: RegExp][] = [
  ['bench:web', /^ {2}desktop +\/novedades +\d+ \/ \d+ \/ \d+;/m],
  // With the trace of the slowest requests (its statements told apart), which smoke runs ask:
  // SQLite's, then PostgreSQL's with its backends' CPU where its binaries are (as the bench).
  [
    'bench:catalogue',
    new RegExp(
      [
        /^ {4}films, .*: [\d.]+ ms, GC [\d.]+ ms: .*tier×\d/.source,
        ...(postgresBinDir()
          ? [/^ {4}films, .*: [\d.]+ ms, GC [\d.]+ ms, PostgreSQL CPU [\d.]+ ms: .*tier×\d/.source]
          : []),
        /^ {2}film search, every film +\d.* ms/.source,
      ].join('[\\s\\S]*'),
      'm',
    ),
  ],
  ['bench:import', /^searches during that import: \d+ searches, median/m],
  ['bench:load', /^Mixed workload: \d+ calls[\s\S]*^Errors: 0;/m],
  ['bench:review', /^ {2}year in review \(GET .*p50 +[\d.]+ ms/m],
  ['bench:downloads', /^ {2}copy released: all streams heard 100/m],
  ['bench:metadata', /^Second scan \(nothing changed\): [\d.]+ s/m],
  ['bench:notify', /^ {2}scan's end to last message accepted: [\d.]+ s[\s\S]*^ {2}messages: \d+/m],
  ['bench:demo', /^demo first start: \d+ ms/m],
];
/** How many benchmarks run at once. */
const LANES = 2;

/** Runs one benchmark with --smoke, then prints its output: answers why it failed, or null. */
function smoke(script: string, figures: RegExp): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', '--smoke'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group, so that a timeout stops the benchmark's children too.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, TIMEOUT_MS);
    // Ctrl-C reaches only this process's group: pass it on to the benchmark's.
    const interrupt = (signal: NodeJS.Signals) => {
      if (child.pid) process.kill(-child.pid, signal);
      process.exitCode = 130;
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      process.stdout.write(`\n=== ${script} --smoke\n${output}`);
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      if (process.exitCode === 130) process.exit(130);
      if (signal === 'SIGKILL') resolve(`no end within ${TIMEOUT_MS / 1000} s`);
      else if (code !== 0) resolve(`exit ${code ?? signal}`);
      else if (!figures.test(output)) resolve(`no figures (${figures})`);
      else resolve(null);
    });
  });
}

const results: [script: string, seconds: number, failure: string | null][] = [];
const started = performance.now();
const queue = [...BENCHES];
async function lane() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [script, figures] = next;
    const start = performance.now();
    const failure = await smoke(script, figures);
    results.push([script, (performance.now() - start) / 1000, failure]);
  }
}
await Promise.all(Array.from({ length: LANES }, lane));
process.stdout.write('\nBenchmarks, smoke run:\n');
for (const [script, seconds, failure] of results) {
  process.stdout.write(
    `  ${script.padEnd(16)} ${seconds.toFixed(1).padStart(6)} s  ${failure ? `FAILED: ${failure}` : 'ok'}\n`,
  );
}
process.stdout.write(`  total ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
if (results.some(([, , failure]) => failure)) process.exitCode = 1;
