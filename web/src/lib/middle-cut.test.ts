import { describe, expect, it } from 'vitest';
import { splitForMiddleCut } from './middle-cut';

describe('splitForMiddleCut', () => {
  it('keeps the end that tells files of one film apart', () => {
    const film = 'Uno de los nuestros (1990) [tt0099685]';
    for (const end of ['1080p.mkv', '720p.mkv', 'es.srt', 'extras.mkv']) {
      expect(splitForMiddleCut(`${film} ${end}`)).toEqual({ head: `${film} `, tail: end });
    }
  });

  it('starts the tail after the earliest separator within its length', () => {
    expect(splitForMiddleCut('The.Godfather.1972.1080p.BluRay.x264.mkv')).toEqual({
      head: 'The.Godfather.1972.1080p.',
      tail: 'BluRay.x264.mkv',
    });
  });

  it('keeps a short name whole, and cuts a name without separators at a fixed length', () => {
    expect(splitForMiddleCut('corto.mkv')).toEqual({ head: '', tail: 'corto.mkv' });
    const long = 'a'.repeat(30);
    expect(splitForMiddleCut(long)).toEqual({ head: 'a'.repeat(10), tail: 'a'.repeat(20) });
  });

  it('loses nothing: head and tail make the name', () => {
    const name = 'Ciudadano Kane (1941) [tt0033467] subtítulos en castellano.srt';
    const { head, tail } = splitForMiddleCut(name);
    expect(head + tail).toBe(name);
  });
});
