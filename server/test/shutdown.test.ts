import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/app.js';
import { startTestServer, tempDir } from './helpers.js';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('main process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('serves, then closes cleanly on %s', async (signal) => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Cineclub en (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(output)));
    });
    expect((await fetch(`${url}/api/info/generos`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    // SQLite removes the write-ahead log when the last connection closes properly.
    expect(fs.existsSync(path.join(dataDir, 'cineclub.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'cineclub.sqlite-wal'))).toBe(false);
  });

  it('lets a request in flight finish when the app closes', async () => {
    const { app } = await startTestServer({ DEMO: '0' });
    let release = () => {};
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/api/test/slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { done: true };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${url}/api/test/slow`);
    await handlerStarted;
    const closed = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });

  it('cuts, after its time, a connection that never sent a request', async () => {
    const { app } = await startTestServer({ DEMO: '0' });
    const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const silent = net.connect(Number(url.port), url.hostname);
    await once(silent, 'connect');
    const ended = once(silent, 'close');
    let cut = false;
    // Node would keep it until headersTimeout (60 s): longer than this test may take.
    await closeApp(app, 200, () => {
      cut = true;
    });
    expect(cut).toBe(true);
    await ended;
    expect(silent.destroyed).toBe(true);
  });

  it('refuses a bad setting with its name and a non-zero exit', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'noventa' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/Configuración no válida/);
    expect(errors).toMatch(/PORT/);
  });
});
