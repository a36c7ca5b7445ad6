import { describe, expect, it } from 'vitest';
import { pmanLink, shareTokenFileId } from './download-links';

describe('pmanLink', () => {
  it('encodes one disk/dir/name line per file, joined by %0A', () => {
    const link = pmanLink([
      { dsk: 'disco1', dir: 'Amélie (2001)', nom: 'Amélie.mkv' },
      { dsk: 'disco2', dir: 'Otra/sub', nom: 'a b&c.srt' },
    ]);
    expect(link).toBe(
      'pman:disco1%2FAm%C3%A9lie%20(2001)%2FAm%C3%A9lie.mkv%0Adisco2%2FOtra%2Fsub%2Fa%20b%26c.srt',
    );
    expect(decodeURIComponent(link.slice('pman:'.length)).split('\n')).toEqual([
      'disco1/Amélie (2001)/Amélie.mkv',
      'disco2/Otra/sub/a b&c.srt',
    ]);
  });

  it('writes disk/name for a file at the disk root', () => {
    expect(pmanLink([{ dsk: 'd', dir: '', nom: 'x.mkv' }])).toBe('pman:d%2Fx.mkv');
  });

  it('is just the prefix for no files', () => {
    expect(pmanLink([])).toBe('pman:');
  });
});

describe('shareTokenFileId', () => {
  it('reads the file id of a well-formed token', () => {
    expect(shareTokenFileId('17.abcdefghijklmnop_-QRS')).toBe(17);
  });

  it('refuses malformed tokens', () => {
    for (const token of [
      '',
      '17',
      '17.',
      '0.abcdefghijklmnopq',
      'x.abcdefghijklmnopq',
      '17.short',
      '17.abc/defghijklmnopq',
      '99999999999999999.abcdefghijklmnopq',
    ]) {
      expect(shareTokenFileId(token)).toBeNull();
    }
  });
});
