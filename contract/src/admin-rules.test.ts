import { describe, expect, it } from 'vitest';
import { amuleSearchLink, noticeFilmIds, posterKindOf } from './admin-rules';

describe('amuleSearchLink', () => {
  it('searches the original title and year', () => {
    expect(amuleSearchLink({ nomo: 'The Godfather', nom: 'El padrino', anio: 1972 })).toBe(
      'ed2k://|search|The%20Godfather%201972|/',
    );
  });

  it('falls back to the Spanish title, leaves out an unknown year, and drops pipes', () => {
    expect(amuleSearchLink({ nomo: ' ', nom: 'Amélie | Le fabuleux', anio: null })).toBe(
      `ed2k://|search|${encodeURIComponent('Amélie Le fabuleux')}|/`,
    );
  });
});

describe('posterKindOf', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(posterKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('jpg');
    expect(posterKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(posterKindOf(webp)).toBe('webp');
  });

  it('refuses anything else, and truncated signatures', () => {
    expect(posterKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(posterKindOf(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(posterKindOf(bytes(0xff, 0xd8))).toBeNull();
    expect(posterKindOf(bytes())).toBeNull();
  });
});

describe('noticeFilmIds', () => {
  it('lists each linked film once', () => {
    expect(noticeFilmIds('Ya están %12%Alien% y %7%Heat%, otra vez %12%Alien%')).toEqual([12, 7]);
    expect(noticeFilmIds('Sin enlaces, 100% seguro')).toEqual([]);
  });
});
