/**
 * What a catalogue job does, in Spanish, as the admin screen shows it after the job's state
 * ('Hecha · TMDB de las películas sin sinopsis o sin póster'): each a noun phrase that starts
 * with a capital, whoever started the job (the admin screen, the daily refresh, the terminal).
 */
export const jobWhat = {
  imdb: (dir: string) => `Importación de IMDb desde ${dir}`,
  dailyImdb: (dir: string) => `Actualización diaria de ${dir}`,
  list: (code: string) => `Lista ${code}`,
  scan: (prune: boolean) =>
    prune ? 'Escaneo de todos los discos, olvidando los ilegibles' : 'Escaneo de todos los discos',
  tmdb: (ids: readonly number[] | undefined, refresh: boolean) => {
    if (!ids) return 'TMDB de las películas sin sinopsis o sin póster';
    const films = ids.length === 1 ? 'la película' : 'las películas';
    return `TMDB de ${films} ${ids.join(', ')}${refresh ? ' (renovando)' : ''}`;
  },
};
