import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPosterStore } from './poster-store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('poster store: staged uploads', () => {
  it('sweeps uploads a dead process left staged, not recent ones nor posters', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-posters-'));
    dirs.push(dataDir);
    const store = createPosterStore(dataDir);
    const stale = await store.stage('jpg', new Uint8Array([1, 2, 3]));
    const recent = await store.stage('png', new Uint8Array([4]));
    const placed = await store.stage('webp', new Uint8Array([5]));
    await store.place(placed, 7);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale.temp, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(path.join(store.folder, '7.webp'), twoHoursAgo, twoHoursAgo);

    expect(await store.sweepStaged()).toBe(1);
    expect(fs.existsSync(stale.temp)).toBe(false);
    expect(fs.existsSync(recent.temp)).toBe(true);
    expect(fs.readdirSync(store.folder).sort()).toEqual(
      [path.basename(recent.temp), '7.webp'].sort(),
    );
  });

  it('answers 0 when there is no posters folder yet', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-posters-'));
    dirs.push(dataDir);
    expect(await createPosterStore(dataDir).sweepStaged()).toBe(0);
  });
});
