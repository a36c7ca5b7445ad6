import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process, e.g. to sample its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (server/dist/main.js, as `npm start` runs it) on a fresh temp
 * DATA_DIR and a free port chosen by the OS, and waits for the URL it prints.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-e2e-'));
  // A deprecated API the server calls fails the test rather than a later Node (issue 45).
  const args = ['--throw-deprecation', path.join(root, 'server/dist/main.js')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Demo films of 1-5 MB, not of real sizes: copies finish within a test.
      DEMO_FILE_MB: '1-5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForUrl(child);
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Cineclub en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
