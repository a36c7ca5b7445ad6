/** Every Spanish text of the interface. SPEC.md's strings are copied verbatim. */
export const texts = {
  siteName: 'Cineclub',
  nav: {
    news: 'Novedades',
  },
  error: {
    title: 'Algo salió mal',
    contact: 'Contacta con el jefe',
    notFound: 'Esa página no existe',
  },
  list: {
    loading: 'Cargando...',
    empty: 'No hay películas que mostrar',
    more: 'Cargando más películas...',
    newsTitle: 'Novedades',
    count: (shown: number, total: number) => `${shown} de ${total} películas`,
  },
  film: {
    posterOf: (title: string) => `Cartel de ${title}`,
    noYear: 's. f.',
  },
} as const;
