/** Paths of every call, in Fastify's `:param` syntax, shared by server routes and web client. */
export const routes = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  // catalogue
  genres: '/api/info/generos',
  ficha: '/api/info/ficha/:id/:full/:admin?',
  news: '/api/lista/fecha/:onlyDownloadable/:fullCards/:weeks',
  search: '/api/lista/busq/:onlyDownloadable/:fullCards/:years/:mask/:list/:text?',
  people: '/api/lista/pers/:text',
  /** The 'Personas' strip and '¿Quisiste decir…?' of a search text (issue 29). */
  suggest: '/api/lista/sugiere/:text',
  person: '/api/info/persona/:id',
  poster: '/api/peli/poster/:id',
  image: '/api/img/:key/:width',
  // accounts
  login: '/api/usuario/login/google',
  session: '/api/usuario/logeado',
  logout: '/api/usuario/logout/:all',
  deleteAccount: '/api/usuario/borr',
  signInOptions: '/api/usuario/acceso',
  oidcStart: '/api/usuario/oidc/inicio',
  oidcCallback: '/api/usuario/oidc/callback',
  demoIdToken: '/api/demo/idtoken',
  // a member's history (issue 32)
  importHistory: '/api/usuario/importar',
  chooseHistory: '/api/usuario/importar/elige',
  // community
  want: '/api/peli/verla/:id/:si',
  wanted: '/api/lista/recor',
  marks: '/api/usuario/marcas',
  request: '/api/peli/pide/:id',
  comment: '/api/peli/comenta/:id',
  deleteComment: '/api/peli/comenta/:id/del',
  comments: '/api/peli/comentarios/:id',
  notices: '/api/aviso/get',
  dismissNotice: '/api/aviso/borr/:id',
  contact: '/api/contacto',
  errorReport: '/api/log/glErr',
  openRequests: '/admin/peticiones',
  clubFeed: '/api/club/actividad',
  // downloads
  downloadInit: '/api/dwnl/init/:fileId',
  downloadCommand: '/api/dwnl/com/:id/:op',
  downloadMonitor: '/api/dwnl/monit/:id',
  downloadFile: '/api/dwnl/arch/:id',
  shareLink: '/api/dwnl/compart/:fileId',
  sharedFile: '/api/dwnl/compartido',
  torrentUrl: '/api/dwnl/torrent/:code',
  torrentFile: '/api/dwnl/torrent/:code/file',
  // admin (admo only; shapes in admin.ts). openRequests above lists the open requests.
  adminInlineEdit: '/admin/pel/upficha/:id',
  adminFilm: '/admin/pel/ficha/:id',
  adminPoster: '/admin/pel/poster/:id',
  adminTorrent: '/admin/pel/torrent/:id',
  adminFileComment: '/admin/arch/:id/comen',
  adminAudit: '/admin/registro',
  adminUsers: '/admin/usuarios',
  adminUser: '/admin/usuarios/:id',
  adminUserPerm: '/admin/usuarios/:id/perms/:perm',
  adminUserSessions: '/admin/usuarios/:id/sesiones',
  adminNotices: '/admin/avisos',
  adminNotice: '/admin/avisos/:id',
  adminRequest: '/admin/peticiones/:id',
  adminMessages: '/admin/mensajes',
  adminMessageRead: '/admin/mensajes/:id/leido',
  adminJobs: '/admin/tareas',
  adminImdbJob: '/admin/tareas/imdb',
  adminListJob: '/admin/tareas/lista/:code',
  adminScanJob: '/admin/tareas/escaneo',
  adminTmdbJob: '/admin/tareas/tmdb',
  adminOverview: '/admin/resumen',
  adminFilmSource: '/admin/pel/fuente/:id/:field',
} as const;

/** Fills a route's `:params` with URL-encoded values. */
export function pathOf(route: string, params: Record<string, string | number | boolean>): string {
  return route.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = params[name];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
}
