import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFile, pieceLength } from './demo-files.js';

describe('demo files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-demo-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('have the size of a film without taking its space', () => {
    const file = path.join(dir, 'film.mkv');
    ensureFile(file, 3 * 1024 ** 3);
    const stat = fs.statSync(file);
    expect(stat.size).toBe(3 * 1024 ** 3);
    expect(stat.blocks * 512).toBeLessThan(1024 * 1024);
  });

  it('are zeros even where a file was before', () => {
    const file = path.join(dir, 'old.mkv');
    fs.writeFileSync(file, 'not zeros');
    ensureFile(file, 9);
    expect(fs.readFileSync(file).every((byte) => byte === 0)).toBe(true);
  });

  it('get torrents of about 2,000 pieces at most', () => {
    expect(pieceLength(5_000)).toBe(256 * 1024);
    expect(pieceLength(8 * 1024 ** 3)).toBe(4 * 1024 ** 2);
  });
});
