import { routes } from '../routes';
import type { CallRoute } from './define';

/**
 * Method and path of every call of the typed map, without zod: the web asks through this table
 * alone (its bundle must not carry the schemas), and `calls/index.ts` checks that it names the
 * same calls as the schemas of the areas.
 */
export const callTable = {
  // catalogue (SPEC §7)
  genres: { method: 'GET', path: routes.genres },
  news: { method: 'GET', path: routes.news },
  search: { method: 'GET', path: routes.search },
  ficha: { method: 'GET', path: routes.ficha },
  person: { method: 'GET', path: routes.person },
  wanted: { method: 'GET', path: routes.wanted },
  // community (SPEC §7)
  want: { method: 'POST', path: routes.want },
  marks: { method: 'GET', path: routes.marks },
  request: { method: 'POST', path: routes.request },
  comment: { method: 'POST', path: routes.comment },
  comments: { method: 'GET', path: routes.comments },
  deleteComment: { method: 'DELETE', path: routes.deleteComment },
  notices: { method: 'GET', path: routes.notices },
  dismissNotice: { method: 'DELETE', path: routes.dismissNotice },
  contact: { method: 'POST', path: routes.contact },
  // accounts (SPEC §6)
  signInOptions: { method: 'GET', path: routes.signInOptions },
  login: { method: 'POST', path: routes.login },
  session: { method: 'GET', path: routes.session },
  logout: { method: 'PUT', path: routes.logout },
  deleteAccount: { method: 'DELETE', path: routes.deleteAccount },
  demoIdToken: { method: 'GET', path: routes.demoIdToken },
  oidcStart: { method: 'GET', path: routes.oidcStart },
  // downloads (SPEC §8)
  downloadInit: { method: 'POST', path: routes.downloadInit },
  downloadCommand: { method: 'PUT', path: routes.downloadCommand },
  shareLink: { method: 'GET', path: routes.shareLink },
  sharedFile: { method: 'GET', path: routes.sharedFile },
  torrentUrl: { method: 'GET', path: routes.torrentUrl },
  // admin (admo only)
  adminInlineEdit: { method: 'PUT', path: routes.adminInlineEdit },
  adminFilm: { method: 'PUT', path: routes.adminFilm },
  adminPoster: { method: 'PUT', path: routes.adminPoster },
  adminTorrent: { method: 'POST', path: routes.adminTorrent },
  adminClearSource: { method: 'DELETE', path: routes.adminFilmSource },
  adminFileComment: { method: 'PUT', path: routes.adminFileComment },
  adminAudit: { method: 'GET', path: routes.adminAudit },
  adminUsers: { method: 'GET', path: routes.adminUsers },
  adminGrant: { method: 'PUT', path: routes.adminUserPerm },
  adminRevoke: { method: 'DELETE', path: routes.adminUserPerm },
  adminEndSessions: { method: 'DELETE', path: routes.adminUserSessions },
  adminDeleteUser: { method: 'DELETE', path: routes.adminUser },
  adminNotices: { method: 'GET', path: routes.adminNotices },
  adminPostNotice: { method: 'POST', path: routes.adminNotices },
  adminDeleteNotice: { method: 'DELETE', path: routes.adminNotice },
  openRequests: { method: 'GET', path: routes.openRequests },
  adminAnswerRequest: { method: 'PUT', path: routes.adminRequest },
  adminMessages: { method: 'GET', path: routes.adminMessages },
  adminMessageRead: { method: 'PUT', path: routes.adminMessageRead },
  adminJobs: { method: 'GET', path: routes.adminJobs },
  adminImdbJob: { method: 'POST', path: routes.adminImdbJob },
  adminListJob: { method: 'POST', path: routes.adminListJob },
  adminScanJob: { method: 'POST', path: routes.adminScanJob },
  adminTmdbJob: { method: 'POST', path: routes.adminTmdbJob },
  adminOverview: { method: 'GET', path: routes.adminOverview },
  // search (issue 29)
  people: { method: 'GET', path: routes.people },
  suggest: { method: 'GET', path: routes.suggest },
  // members (issue 32)
  privacy: { method: 'GET', path: '/api/usuario/privacidad' },
  setPrivacy: { method: 'PUT', path: '/api/usuario/privacidad' },
  exportHistory: { method: 'GET', path: '/api/usuario/exportar' },
  setName: { method: 'PUT', path: '/api/usuario/nombre' },
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
  // notifications (issue 44)
  notifySettings: { method: 'GET', path: '/api/avisos/ajustes' },
  setNotifySettings: { method: 'PUT', path: '/api/avisos/ajustes' },
  notifyTest: { method: 'POST', path: '/api/avisos/prueba' },
  pushKey: { method: 'GET', path: '/api/avisos/push/clave' },
  subscribePush: { method: 'POST', path: '/api/avisos/push' },
  unsubscribePush: { method: 'DELETE', path: '/api/avisos/push' },
  unsubscribePage: { method: 'GET', path: '/api/avisos/baja' },
  unsubscribe: { method: 'POST', path: '/api/avisos/baja' },
  outbox: { method: 'GET', path: '/api/admo/avisos' },
  retryOutbox: { method: 'POST', path: '/api/admo/avisos/:id/reintentar' },

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
