import { routes } from '../routes';
import type { CallRoute } from './define';

/**
 * Method and path of every call of the typed map, without zod: the web asks through this table
 * alone (its bundle must not carry the schemas), and `calls/index.ts` checks that it names the
 * same calls as the schemas of the areas.
 */
export const callTable = {
  // search (issue 29)
  people: { method: 'GET', path: routes.people },
  suggest: { method: 'GET', path: routes.suggest },
  // members (issue 32)
  privacy: { method: 'GET', path: '/api/usuario/privacidad' },
  setPrivacy: { method: 'PUT', path: '/api/usuario/privacidad' },
  exportHistory: { method: 'GET', path: '/api/usuario/exportar' },
  member: { method: 'GET', path: '/api/socio/:id' },
  memberFilms: { method: 'GET', path: '/api/socio/:id/:lista' },
  // club feed (issue 32)
  clubFeed: { method: 'GET', path: routes.clubFeed },
  // history import (issue 32)
  importHistory: { method: 'POST', path: routes.importHistory },
  chooseHistory: { method: 'POST', path: routes.chooseHistory },
  // year in review (issue 32)
  review: { method: 'GET', path: '/api/club/resumen/:anio' },
  // club on cards (issue 32)
  filmClub: { method: 'GET', path: '/api/peli/club/:id' },
  memberOnFilm: { method: 'GET', path: '/api/peli/club/:id/:socio' },
  // film nights (issue 48)
  filmNights: { method: 'GET', path: '/api/sesiones' },
  proposeFilmNight: { method: 'POST', path: '/api/sesiones' },
  filmNightSuggestions: { method: 'GET', path: '/api/sesiones/sugerencias' },
  filmNightSearch: { method: 'GET', path: '/api/sesiones/pelis' },
  calendarFeed: { method: 'GET', path: '/api/sesiones/calendario' },
  renewCalendarFeed: { method: 'POST', path: '/api/sesiones/calendario' },
  calendarFeedIcs: { method: 'GET', path: '/api/sesiones/calendario/:token' },
  filmNight: { method: 'GET', path: '/api/sesiones/:id' },
  filmNightIcs: { method: 'GET', path: '/api/sesiones/:id.ics' },
  editFilmNight: { method: 'PUT', path: '/api/sesiones/:id' },
  cancelFilmNight: { method: 'DELETE', path: '/api/sesiones/:id' },
  voteFilmNight: { method: 'PUT', path: '/api/sesiones/:id/voto' },
  attendFilmNight: { method: 'PUT', path: '/api/sesiones/:id/asistencia' },
  rateFilmNight: { method: 'PUT', path: '/api/sesiones/:id/nota' },
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof callTable;
