import { describe, expect, it } from 'vitest';
import { isSkippedFolder, libraryFileKind } from '../library/library-files.js';
import {
  imdbIdsIn,
  matchKeys,
  normalizeTitle,
  TitleResolver,
  titleYearsIn,
} from './title-match.js';

describe('normalizeTitle', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeTitle('El Señor de los Anillos: La Comunidad del Anillo')).toBe(
      'el senor de los anillos la comunidad del anillo',
    );
    expect(normalizeTitle('AMÉLIE')).toBe(normalizeTitle('amelie'));
    expect(normalizeTitle("Schindler's List")).toBe('schindlers list');
    expect(normalizeTitle('Schindler’s.List')).toBe('schindlers list');
    expect(normalizeTitle('Mr. Smith Goes to Washington')).toBe('mr smith goes to washington');
    expect(normalizeTitle('  ¿Qué he hecho yo para merecer esto!!  ')).toBe(
      'que he hecho yo para merecer esto',
    );
  });
});

describe('imdbIdsIn', () => {
  it('finds ids of 7 or more digits standing on their own', () => {
    expect(imdbIdsIn('Cadena perpetua (1994) [tt0111161]')).toEqual([111161]);
    expect(imdbIdsIn('tt10872600 - Spider-Man')).toEqual([10872600]);
    expect(imdbIdsIn('Butt1234567')).toEqual([]);
    expect(imdbIdsIn('tt123456')).toEqual([]);
    expect(imdbIdsIn('x.tt0111161.tt0068646')).toEqual([111161, 68646]);
  });
});

describe('titleYearsIn', () => {
  it('reads "Title (Year)"', () => {
    expect(titleYearsIn('Cadena perpetua (1994)')).toEqual([
      { title: 'cadena perpetua', year: 1994 },
    ]);
    expect(titleYearsIn('Cadena perpetua (1994) [tt0111161] 1080p')).toEqual([
      { title: 'cadena perpetua', year: 1994 },
    ]);
    expect(titleYearsIn('1917 [2019]')).toEqual([{ title: '1917', year: 2019 }]);
  });

  it('reads scene names, every year a reading', () => {
    expect(titleYearsIn('The.Godfather.1972.1080p.BluRay.x264')).toEqual([
      { title: 'the godfather', year: 1972 },
    ]);
    expect(titleYearsIn('Blade.Runner.2049.2017.2160p')).toEqual([
      { title: 'blade runner', year: 2049 },
      { title: 'blade runner 2049', year: 2017 },
    ]);
    expect(titleYearsIn('2001.A.Space.Odyssey.1968')).toEqual([
      { title: '2001 a space odyssey', year: 1968 },
    ]);
  });

  it('finds nothing without a title or a plausible year', () => {
    expect(titleYearsIn('(1994)')).toEqual([]);
    expect(titleYearsIn('Pelicula')).toEqual([]);
    expect(titleYearsIn('Film 1080')).toEqual([]);
    expect(titleYearsIn('Film (0001)')).toEqual([]);
  });
});

describe('matchKeys', () => {
  it('reads the file name first, then folders from the nearest up', () => {
    const keys = matchKeys('Alien (1979) [tt0078748]/Extras', 'Making of (2003).mkv');
    expect(keys.imdbIds).toEqual([78748]);
    expect(keys.titles).toEqual([
      { title: 'making of', year: 2003 },
      { title: 'alien', year: 1979 },
    ]);
  });

  it('does not take the extension for part of the name', () => {
    expect(matchKeys('', 'Amelie (2001).mkv').titles).toEqual([{ title: 'amelie', year: 2001 }]);
    expect(matchKeys('', 'The.Godfather.1972.mkv').titles).toEqual([
      { title: 'the godfather', year: 1972 },
    ]);
  });
});

describe('TitleResolver', () => {
  const films = [
    { id: 1, anio: 1994, votos: 100, titles: ['Cadena perpetua', 'The Shawshank Redemption'] },
    {
      id: 2,
      anio: 1997,
      votos: 50,
      titles: ['La vida es bella', 'La vita è bella', 'Life Is Beautiful'],
    },
    { id: 3, anio: 2001, votos: 80, titles: ['Amélie', "Le fabuleux destin d'Amélie Poulain"] },
    { id: 4, anio: 2001, votos: 5, titles: ['Amelie', 'Amelie'] },
    { id: 5, anio: null, votos: 5, titles: ['Cadena perpetua'] },
  ];
  const resolverFor = (readings: { title: string; year: number }[]) => {
    const resolver = new TitleResolver(readings);
    for (const film of films) resolver.offer(film);
    return resolver;
  };

  it('matches any of the three titles with the year', () => {
    const readings = [
      { title: 'cadena perpetua', year: 1994 },
      { title: 'the shawshank redemption', year: 1994 },
    ];
    const resolver = resolverFor(readings);
    expect(resolver.resolve([readings[0] as { title: string; year: number }])).toBe(1);
    expect(resolver.resolve([readings[1] as { title: string; year: number }])).toBe(1);
  });

  it('prefers the most voted film of a title and year', () => {
    const reading = { title: 'amelie', year: 2001 };
    expect(resolverFor([reading]).resolve([reading])).toBe(3);
  });

  it('falls back to a year either side, after every exact reading', () => {
    const near = { title: 'la vita e bella', year: 1998 };
    expect(resolverFor([near]).resolve([near])).toBe(2);
    const exact = { title: 'amelie', year: 2001 };
    const nearFirst = { title: 'amelie', year: 2002 };
    expect(resolverFor([nearFirst, exact]).resolve([nearFirst, exact])).toBe(3);
    const far = { title: 'la vita e bella', year: 1999 };
    expect(resolverFor([far]).resolve([far])).toBeNull();
  });

  it('offers only the years that matter', () => {
    const resolver = new TitleResolver([{ title: 'x', year: 2000 }]);
    expect(resolver.offeredYears()).toEqual([1999, 2000, 2001]);
    expect(new TitleResolver([]).empty).toBe(true);
  });
});

describe('library files', () => {
  it('skips hidden entries, junk and system folders; finds torrents', () => {
    expect(libraryFileKind('Alien (1979).mkv')).toBe('file');
    expect(libraryFileKind('Alien (1979).es.srt')).toBe('file');
    expect(libraryFileKind('Alien (1979).torrent')).toBe('torrent');
    expect(libraryFileKind('ALIEN.TORRENT')).toBe('torrent');
    for (const junk of [
      'movie.nfo',
      'folder.jpg',
      'Thumbs.db',
      'desktop.ini',
      'readme.txt',
      '.DS_Store',
      '._Alien.mkv',
      'Alien.mkv.part',
    ]) {
      expect(libraryFileKind(junk)).toBe('skip');
    }
    expect(isSkippedFolder('@eaDir')).toBe(true);
    expect(isSkippedFolder('$RECYCLE.BIN')).toBe(true);
    expect(isSkippedFolder('.Trash-1000')).toBe(true);
    expect(isSkippedFolder('Alien (1979)')).toBe(false);
  });
});
