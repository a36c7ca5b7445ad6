import { describe, expect, it } from 'vitest';
import { jobWhat } from './job-what.js';

describe('jobWhat', () => {
  // Shown after the state: 'Hecha · …'. The old 'Hecha las películas sin sinopsis o sin
  // póster' read as a broken sentence (issue 47).
  it('names each job with a capitalised noun phrase that reads after its state', () => {
    const all = [
      jobWhat.imdb('/srv/imdb'),
      jobWhat.dailyImdb('/srv/imdb'),
      jobWhat.list('i250'),
      jobWhat.scan(false),
      jobWhat.scan(true),
      jobWhat.tmdb(undefined, false),
      jobWhat.tmdb([7], false),
      jobWhat.tmdb([7, 9], true),
    ];
    for (const what of all) expect(what).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(all).toEqual([
      'Importación de IMDb desde /srv/imdb',
      'Actualización diaria de /srv/imdb',
      'Lista i250',
      'Escaneo de todos los discos',
      'Escaneo de todos los discos, olvidando los ilegibles',
      'TMDB de las películas sin sinopsis o sin póster',
      'TMDB de la película 7',
      'TMDB de las películas 7, 9 (renovando)',
    ]);
  });
});
