import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isInside,
  isPlainSegment,
  joinInside,
  OutsideRootError,
  openInside,
  readInside,
  resolveInside,
  statInside,
  writeNewInside,
} from './safe-path.js';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-safe-path-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
const root = path.join(base, 'disco');
const outside = path.join(base, 'fuera');
fs.mkdirSync(path.join(root, 'Peli (2000)'), { recursive: true });
fs.mkdirSync(outside);
fs.writeFileSync(path.join(root, 'Peli (2000)', 'peli.mkv'), 'película');
fs.writeFileSync(path.join(outside, 'secreto.txt'), 'secreto');
fs.symlinkSync(path.join(outside, 'secreto.txt'), path.join(root, 'Peli (2000)', 'fuera.mkv'));
fs.symlinkSync('peli.mkv', path.join(root, 'Peli (2000)', 'dentro.mkv'));
fs.symlinkSync(outside, path.join(root, 'carpeta-fuera'));
fs.symlinkSync(path.join(root, 'Peli (2000)'), path.join(root, 'carpeta-dentro'));
fs.symlinkSync(path.join(root, 'no-existe'), path.join(root, 'roto.mkv'));
execFileSync('mkfifo', [path.join(root, 'tuberia.mkv')]);

const at = (dir: string, name: string) => ({ dir, name });

describe('names', () => {
  it('takes plain segments only', () => {
    for (const name of ['peli.mkv', '..peli', 'a..b', '%2F..%2F', 'a\\b', ' ', '...']) {
      expect(isPlainSegment(name), name).toBe(true);
    }
    for (const name of ['', '.', '..', 'a/b', '/etc', 'a\0b']) {
      expect(isPlainSegment(name), name).toBe(false);
    }
  });

  it('joins a location under its root, or refuses it', () => {
    expect(joinInside('/d', at('', 'x.mkv'))).toBe('/d/x.mkv');
    expect(joinInside('/d', at('A/B', 'x.mkv'))).toBe('/d/A/B/x.mkv');
    // An encoded separator is a character of the name, never decoded.
    expect(joinInside('/d', at('', '..%2F..%2Fetc%2Fpasswd'))).toBe('/d/..%2F..%2Fetc%2Fpasswd');
    for (const location of [
      at('..', 'passwd'),
      at('A/../..', 'passwd'),
      at('/etc', 'passwd'),
      at('A//B', 'x'),
      at('A/', 'x'),
      at('', '..'),
      at('', '../x'),
      at('', '/etc/passwd'),
      at('.', 'x'),
    ]) {
      expect(joinInside('/d', location), JSON.stringify(location)).toBeNull();
    }
  });

  it('tells what lies inside a root', () => {
    expect(isInside('/d', '/d')).toBe(true);
    expect(isInside('/d', '/d/a/b')).toBe(true);
    expect(isInside('/d', '/d/..peli')).toBe(true);
    expect(isInside('/d', '/d2/a')).toBe(false);
    expect(isInside('/d', '/')).toBe(false);
    expect(isInside('/d/a', '/d')).toBe(false);
  });
});

describe('on disk', () => {
  it('resolves links that stay inside the root, and no others', async () => {
    const real = fs.realpathSync(root);
    expect(await resolveInside(root, at('Peli (2000)', 'dentro.mkv'))).toBe(
      path.join(real, 'Peli (2000)', 'peli.mkv'),
    );
    expect(await resolveInside(root, at('carpeta-dentro', 'peli.mkv'))).toBe(
      path.join(real, 'Peli (2000)', 'peli.mkv'),
    );
    expect(await resolveInside(root, at('Peli (2000)', 'fuera.mkv'))).toBeNull();
    expect(await resolveInside(root, at('carpeta-fuera', 'secreto.txt'))).toBeNull();
    expect(await resolveInside(root, at('', 'roto.mkv'))).toBeNull();
    expect(await resolveInside(root, at('..', 'fuera'))).toBeNull();
  });

  it('opens regular files inside the root only', async () => {
    expect(String(await readInside(root, at('Peli (2000)', 'peli.mkv'), 100))).toBe('película');
    expect(String(await readInside(root, at('carpeta-dentro', 'dentro.mkv'), 100))).toBe(
      'película',
    );
    for (const location of [
      at('Peli (2000)', 'fuera.mkv'),
      at('carpeta-fuera', 'secreto.txt'),
      at('..', 'fuera/secreto.txt'),
      at('../fuera', 'secreto.txt'),
      at('', 'Peli (2000)'),
    ]) {
      await expect(openInside(root, location), JSON.stringify(location)).rejects.toThrow(
        OutsideRootError,
      );
    }
    await expect(openInside(root, at('', 'roto.mkv'))).rejects.toThrow(/ENOENT/);
    // A FIFO in a film's place is refused at once, not waited on.
    await expect(statInside(root, at('', 'tuberia.mkv'))).rejects.toThrow(/no es un fichero/);
    await expect(readInside(root, at('Peli (2000)', 'peli.mkv'), 3)).rejects.toThrow(/más de 3/);
  });

  it('writes new files inside the root only, never over anything', async () => {
    await writeNewInside(root, at('Peli (2000)', 'nuevo.torrent'), Buffer.from('t'));
    expect(fs.readFileSync(path.join(root, 'Peli (2000)', 'nuevo.torrent'), 'utf8')).toBe('t');
    await expect(
      writeNewInside(root, at('Peli (2000)', 'nuevo.torrent'), Buffer.from('u')),
    ).rejects.toThrow(/EEXIST/);
    await expect(
      writeNewInside(root, at('Peli (2000)', 'roto-dentro'), Buffer.from('u')),
    ).resolves.toBeUndefined();
    fs.symlinkSync(path.join(outside, 'nuevo'), path.join(root, 'Peli (2000)', 'enlace'));
    await expect(
      writeNewInside(root, at('Peli (2000)', 'enlace'), Buffer.from('u')),
    ).rejects.toThrow(/EEXIST/);
    await expect(
      writeNewInside(root, at('carpeta-fuera', 'nuevo.torrent'), Buffer.from('u')),
    ).rejects.toThrow(OutsideRootError);
    await expect(writeNewInside(root, at('..', 'fuera'), Buffer.from('u'))).rejects.toThrow(
      OutsideRootError,
    );
    expect(fs.readdirSync(outside)).toEqual(['secreto.txt']);
  });
});
