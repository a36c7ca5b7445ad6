import { describe, expect, it } from 'vitest';
import { sidecarOf } from './sidecar-names.js';

describe('sidecar file names', () => {
  it("tells a folder's files from a film file's", () => {
    expect(sidecarOf('movie.nfo')).toEqual({ kind: 'nfo', base: null, rank: 1 });
    expect(sidecarOf('Alien (1979).nfo')).toEqual({ kind: 'nfo', base: 'Alien (1979)', rank: 0 });
    expect(sidecarOf('Poster.JPG')).toEqual({ kind: 'poster', base: null, rank: 1 });
    expect(sidecarOf('folder.png')).toEqual({ kind: 'poster', base: null, rank: 2 });
    expect(sidecarOf('Alien (1979)-poster.jpg')).toEqual({
      kind: 'poster',
      base: 'Alien (1979)',
      rank: 0,
    });
    expect(sidecarOf('fanart.jpg')).toEqual({ kind: 'backdrop', base: null, rank: 1 });
    expect(sidecarOf('backdrop.jpeg')).toEqual({ kind: 'backdrop', base: null, rank: 2 });
    expect(sidecarOf('Alien-fanart.png')).toEqual({ kind: 'backdrop', base: 'Alien', rank: 0 });
  });

  it('leaves other pictures and files alone', () => {
    for (const name of ['cover.jpg', 'poster.gif', 'Alien-folder.jpg', 'thumb.jpg', 'x.srt']) {
      expect(sidecarOf(name)).toBeNull();
    }
  });
});
