/** Paths of every call, in Fastify's `:param` syntax, shared by server routes and web client. */
export const routes = {
  health: '/api/health',
  // catalogue
  genres: '/api/info/generos',
  ficha: '/api/info/ficha/:id/:full/:admin?',
  news: '/api/lista/fecha/:onlyDownloadable/:fullCards/:weeks',
  search: '/api/lista/busq/:onlyDownloadable/:fullCards/:years/:mask/:list/:text?',
  people: '/api/lista/pers/:text',
  poster: '/api/peli/poster/:id',
  // accounts
  login: '/api/usuario/login/google',
  session: '/api/usuario/logeado',
  logout: '/api/usuario/logout/:all',
  deleteAccount: '/api/usuario/borr',
  signInOptions: '/api/usuario/acceso',
  demoIdToken: '/api/demo/idtoken',
  // community
  want: '/api/peli/verla/:id/:si',
  wanted: '/api/lista/recor',
  request: '/api/peli/pide/:id',
  comment: '/api/peli/comenta/:id',
  deleteComment: '/api/peli/comenta/:id/del',
  notices: '/api/aviso/get',
  dismissNotice: '/api/aviso/borr/:id',
  contact: '/api/contacto',
  errorReport: '/api/log/glErr',
  openRequests: '/admin/peticiones',
} as const;

/** Fills a route's `:params` with URL-encoded values. */
export function pathOf(route: string, params: Record<string, string | number | boolean>): string {
  return route.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = params[name];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
}
