import { downloadMessages, type ListCode, type ListKindOf } from '@cineclub/contract';
import { formatCount } from './lib/format';

/** What every curated list needs said: the compiler asks for a new list's texts. */
type CuratedListTexts = {
  [C in ListCode]: {
    name: string;
    title: ListKindOf<C> extends 'yearly' ? (from: number, to: number) => string : string;
  };
};

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
    count: (shown: number, total: number) =>
      `${formatCount(shown)} de ${formatCount(total)} ${total === 1 ? 'película' : 'películas'}`,
    filtered: (matches: number, loaded: number, total: number) =>
      `${formatCount(matches)} coinciden con el filtro, de ${formatCount(loaded)} cargadas (${formatCount(total)} en total)`,
    noMatch: 'Ninguna película cargada coincide con el filtro',
    updating: 'Actualizando...',
    retry: 'No se pudieron cargar más películas: reintentar',
    hiddenByFilter: (n: number) =>
      n === 1
        ? 'Hay 1 película más sin archivos, oculta por «Sólo descargables».'
        : `Hay ${formatCount(n)} películas más sin archivos, ocultas por «Sólo descargables».`,
    showHidden: (n: number) => (n === 1 ? 'Mostrarla' : 'Mostrarlas'),
    removeFilter: (name: string) => `Quitar el filtro «${name}»`,
  },
  // Each curated list of contract/src/curated-lists.ts, by code: `name` on a card's list chips,
  // the admin's forms and the 'Buscar en' setting; `title` its screen's (a yearly list's, of a
  // year range) and, for a ranked list, its link in the lists menu, where a yearly list shows
  // its `name`.
  curatedLists: {
    '1000p': { name: '1000 pelis', title: '1000 pelis' },
    i250: { name: 'IMDb top 250', title: 'IMDb top 250' },
    crit: { name: 'Criterion', title: 'Colección Criterion' },
    oscars: {
      name: 'Óscar',
      title: (from: number, to: number) => `Óscar a la mejor película de ${from} a ${to}`,
    },
  } satisfies CuratedListTexts,
  // Catalogue: list screens, film card, people, header controls and settings.
  lists: {
    title: {
      recor: 'Pelis por ver',
      club: 'Lo mejor del club',
      popu: (from: number, to: number) => `Populares de ${from} a ${to}`,
      all: 'Todas las películas',
      search: (text: string) => `Búsqueda: ${text}`,
      searchIn: (text: string, list: string) => `Búsqueda: ${text}, en ${list}`,
    },
    menu: 'Listas',
    popu: 'Populares',
    position: (n: number) => `nº ${n}`,
    edition: (n: number) => `${n}.ª edición`,
    years: {
      legend: 'Años',
      from: 'Desde',
      to: 'Hasta',
      go: 'Ver',
      needBoth: 'Elige el año de inicio y el de fin',
      bad: 'Los años van de AAAA a AAAA, el primero no mayor que el segundo',
    },
    badPerson: 'No existe esa persona',
    signInToRecor:
      'Las pelis por ver son la lista de cada socio: inicia sesión (arriba a la derecha) y aquí tendrás la tuya.',
  },
  people: {
    title: (text: string) => `Personas: ${text}`,
    tooMany: 'Demasiadas personas coinciden',
    none: 'Ningún resultado para esa búsqueda',
    imdb: 'IMDB',
    imdbOf: (name: string) => `IMDB de ${name}`,
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar',
    roles: {
      d: 'Dirección',
      a: 'Reparto',
      w: 'Guion',
      c: 'Música y fotografía',
    },
    filmCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'película' : 'películas'}`,
    // The person page's head: every film of theirs and the years of their first and last.
    career: (films: number, years: { desde: number; hasta: number } | null) => {
      const count = `${formatCount(films)} ${films === 1 ? 'película' : 'películas'}`;
      if (!years) return count;
      return years.desde === years.hasta
        ? `${count}, de ${years.desde}`
        : `${count}, de ${years.desde} a ${years.hasta}`;
    },
    filmography: 'Filmografía',
    moreFilms: (left: number) => `Ver más (quedan ${formatCount(left)})`,
    noneWithSettings: 'Ninguna con los ajustes actuales',
    rolesNav: 'Papeles',
  },
  // Issue 29: the 'Personas' strip over a search's films, and '¿Quisiste decir…?' on the
  // people page when nothing matched.
  suggest: {
    strip: 'Personas',
    roleCount: (role: string, count: string) => `${role} ${count}`,
    didYouMean: '¿Quisiste decir…?',
    films: 'Películas',
    people: 'Personas',
    allFilms: 'Ver todas las películas',
    news: 'Ir a Novedades',
  },
  // The signed-in user's marks on list tiles.
  marks: {
    wanted: 'Quiero verla',
    seen: 'Vista',
    seenScore: (score: number) => `Vista, tu nota: ${score}/10`,
    score: (score: number) => `Tu nota: ${score}/10`,
    requested: 'Solicitada',
    downloadable: 'Descargable',
  },
  film: {
    posterOf: (title: string) => `Cartel de ${title}`,
    noYear: 's. f.',
    loading: 'Cargando ficha...',
    runtime: (minutes: number) => `${minutes} min`,
    original: 'Título original',
    english: 'Título en inglés',
    directors: 'Dirección',
    cast: 'Reparto',
    writers: 'Guion',
    crew: 'Equipo',
    rating: (rate: string) => `${rate}/10`,
    votes: (votes: string) => `${votes} votos`,
    noRating: 'Sin valoración',
    imdb: (code: string) => `IMDb ${code}`,
    synopsis: 'Sinopsis',
    lists: 'En las listas',
    morePeople: (n: number) => `y ${n} más`,
    // Only what there is: '5 archivos', '1 torrent', '2 archivos y 1 torrent'.
    fileCount: (files: number, torrents: number) =>
      [
        files ? `${files} ${files === 1 ? 'archivo' : 'archivos'}` : '',
        torrents ? `${torrents} ${torrents === 1 ? 'torrent' : 'torrents'}` : '',
      ]
        .filter(Boolean)
        .join(' y '),
    // Why a card without download lists shows none, and what to do about it.
    filesSignedOut: 'Para verlos y descargarlos, inicia sesión con una cuenta de socio.',
    filesNoPermission: 'Tu cuenta aún no puede descargar: pídele permiso al jefe en',
    filesNone: 'Ningún archivo descargable por ahora.',
    notFound: 'No existe esa película',
    trailer: 'Ver tráiler',
    trailerTitle: 'Abre el tráiler en YouTube',
    photoOf: (name: string) => `Foto de ${name}`,
  },
  tmdb: {
    attribution: 'Este producto usa la API de TMDB, pero TMDB no lo respalda ni lo certifica.',
    logo: 'The Movie Database (TMDB)',
  },
  files: {
    title: 'Archivos',
    torrents: 'Torrents',
    show: 'Ver descargas',
    hide: 'Ocultar descargas',
    downloadAll: 'DESCARGAR TODAS',
    none: 'Ningún archivo descargable',
    size: 'Tamaño',
  },
  header: {
    search: 'Buscar',
    filter: 'Filtrar',
    backToTop: '^^',
    backToTopLabel: 'Volver arriba',
    menu: 'Menú',
    closeBox: 'Cerrar',
  },
  settings: {
    menu: 'Ajustes',
    despFicha: 'Fichas completas en las listas',
    soloDesc: 'Sólo descargables',
    generos: 'Género',
    allGenres: 'Todos los géneros',
    lista: 'Buscar en',
    // The other choices are the ranked curated lists, by their `name`.
    listas: {
      all: 'Todas',
      recor: 'Pelis por ver',
    },
    afoto: 'Mostrar carteles',
  },
  // Accounts: sign-in, user menu, new-user screen.
  account: {
    signIn: 'Iniciar sesión',
    signingIn: 'Entrando...',
    chooserTitle: 'Entrar con una cuenta de prueba',
    demoNote: 'Modo demo: elige una cuenta o escribe cualquier dirección; no hay contraseña.',
    permsOf: (perms: readonly string[]) =>
      perms.includes('admo')
        ? 'administración y descargas'
        : perms.includes('bajed2')
          ? 'descargas'
          : 'sin permisos',
    otherEmail: 'Otra dirección',
    emailPlaceholder: 'nombre@ejemplo.es',
    enter: 'Entrar',
    googleFailed: 'No se pudo cargar el botón de Google',
    oidcSignIn: (provider: string) => `Entrar con ${provider}`,
    failed: (message: string) => `No se pudo iniciar sesión: ${message}`,
    menuLabel: (email: string) => `Cuenta de ${email}`,
    logout: 'Cerrar sesión',
    logoutAll: 'Cerrar todas las sesiones',
    deleteAccount: 'Borrar mi cuenta',
    confirmDeleteTitle: '¿Borrar tu cuenta?',
    confirmDelete:
      'Se borrarán tu usuario y todo lo tuyo: películas por ver, votos, comentarios y sesiones. No se puede deshacer.',
    confirmDeleteButton: 'Borrar la cuenta',
    cancel: 'Cancelar',
    actionFailed: (message: string) => `No se pudo: ${message}`,
    newUser: {
      title: 'Se ha creado un nuevo usuario',
      body: (email: string) =>
        `Es la primera vez que entras con ${email}, así que se ha creado tu usuario.`,
      ok: 'Correcto',
      mistake: 'Ha sido un error',
      adminNote:
        'Esta cuenta es de administración del sitio (ADMIN_EMAILS u OIDC_ADMIN_GROUP), así que no se borra desde aquí.',
    },
  },
  // Members (issue 32): privacy choices, the export of one's data, a member's page.
  members: {
    newUserPrivacy:
      'Los socios ven tus notas y comentarios y, mientras no lo cambies, también las películas que has visto y tu lista de «Quiero verla».',
    newUserWhere: 'Puedes cambiarlo en Privacidad, en el menú de tu foto.',
    privacyLink: 'Privacidad y mis datos',
    exportLink: 'Descargar mis datos',
    privacyTitle: 'Privacidad',
    privacyIntro: 'Tus notas y comentarios los ven siempre los socios. Lo demás lo eliges tú:',
    shareMarks: 'Los socios ven las películas que he visto y mi lista de «Quiero verla»',
    shareFeed: 'Aparezco en la actividad del club',
    saving: 'Guardando...',
    saved: 'Guardado',
    signInForPrivacy:
      'Tu privacidad y tus datos son cosa tuya: inicia sesión (arriba a la derecha) para verlos.',
    exportTitle: 'Tus datos',
    exportIntro:
      'Un ZIP con tus notas, películas vistas, lista de «Quiero verla» y reseñas en CSV que Letterboxd importa (con el código de IMDb), y todo lo tuyo en JSON: comentarios, peticiones, avisos, mensajes y estas opciones.',
    ownPage: 'Ver mi página de socio',
    memberTitle: (name: string) => `Socio: ${name}`,
    noMember: 'No existe ese socio',
    since: (date: string) => `Socio desde ${date}`,
    you: 'Eres tú',
    figures: 'Cifras',
    rated: 'Películas puntuadas',
    average: 'Nota media',
    comments: 'Comentarios',
    seen: 'Vistas',
    wanted: 'Quiere verlas',
    lists: { notas: 'Sus notas', vistas: 'Ha visto', quiero: 'Quiere ver' },
    ownLists: { notas: 'Tus notas', vistas: 'Has visto', quiero: 'Quieres ver' },
    hidden: 'Prefiere no enseñar qué ha visto ni qué quiere ver.',
    emptyList: 'Nada por aquí todavía.',
    more: 'Ver más',
    score: (voto: number) => `Nota: ${voto}`,
    signInForMember:
      'Las páginas de los socios son cosa de socios: inicia sesión (arriba a la derecha) para verlas.',
  },
  // Community: notices, contact, watchlist, requests, comments.
  // The club on every card (issue 32).
  club: {
    score: 'Nota del club',
    scoreValue: (nota: string) => `${nota}/10`,
    raters: (votos: number) => `${votos} ${votos === 1 ? 'socio' : 'socios'}`,
    scoreOf: (nota: string, votos: number) =>
      `Nota del club: ${nota}/10, de ${votos} ${votos === 1 ? 'socio' : 'socios'}`,
    best: 'Lo mejor del club',
    bestRule: (min: number) =>
      `Las películas que al menos ${min} socios han puntuado, de la mejor nota del club a la peor; a igual nota, primero la que más socios puntuaron.`,
    areaTitle: 'En el club',
    nobody: 'Nadie del club la ha visto ni puntuado todavía.',
    more: (n: number) => `y ${n} más`,
    seen: 'La ha visto',
    wants: 'Quiere verla',
    rated: (nota: number) => `Su nota: ${nota}/10`,
    comments: (n: number) => `${n} ${n === 1 ? 'comentario' : 'comentarios'}`,
    open: (nombre: string) => `Lo que dice ${nombre} de esta película`,
    noWords: 'No ha escrito nada sobre ella.',
    page: 'Ver su página',
    close: 'Cerrar',
    loading: 'Cargando...',
  },
  community: {
    noticesLabel: 'Avisos',
    deleteNotice: 'Borrar aviso',
    unfoldNotices: (count: number) =>
      count > 1 ? `Ver los ${count} avisos` : 'Ver el aviso entero',
    foldNotices: 'Plegar los avisos',
    contactTitle: 'Contacto',
    contactLabel: 'Pide películas o cuenta un error al jefe',
    send: 'Enviar',
    sent: 'Enviado',
    signInToContact:
      'Escribir al jefe es cosa de socios: inicia sesión (arriba a la derecha) y aquí tendrás el formulario.',
    want: 'Quiero verla',
    unwant: 'Ya no quiero verla',
    request: 'Avísame si descargable',
    requested: 'Solicitada',
    commentsTitle: 'Comentarios',
    moreComments: 'Ver más comentarios',
    seenMark: 'La has visto.',
    deleteSeen: 'Quitar la marca de vista',
    you: 'Tú',
    edit: 'Editar',
    delete: 'Borrar',
    saveEdit: 'Guardar',
    cancel: 'Cancelar',
    addComment: 'Comentar',
    commentText: 'Comentario',
    score: 'Nota',
    scoreOf: (score: number) => `${score}/10`,
    seen: 'Vista',
    scoreRange: 'La nota va de 0 a 10',
    emptyComment: 'Escribe algo, pon una nota o marca que la has visto',
    confirmDelete: 'Vas a borrar el comentario',
    signInToComment: 'Inicia sesión para comentar.',
    noScore: 'Sin nota',
    charsLeft: (n: number) =>
      `${n.toLocaleString('es-ES', { useGrouping: 'always' })} ${n === 1 ? 'carácter libre' : 'caracteres libres'}`,
    newComment: 'Tu comentario',
    yourScore: 'Tu nota',
    writeAnother: 'Escribir otro mensaje',
  },
  // Downloads: the queue dropdown, the card's download buttons, share links (SPEC §4, §8).
  downloads: {
    menu: (count: number) => (count ? `Descargas (${count})` : 'Descargas'),
    title: 'Descargas',
    empty: 'No hay descargas en la cola',
    state: {
      Pendiente: 'Pendiente',
      Activando: 'Activando',
      Activa: 'Activa',
      Pausada: 'Pausada',
      OK: 'OK',
      Error: 'Error',
      Cancelada: 'Cancelada',
    },
    diskLabel: 'Disco',
    percent: (pcj: number) => `${pcj}%`,
    pause: 'Pausar',
    resume: 'Continuar',
    recover: 'Recuperar',
    remove: 'Quitar',
    clean: 'Limpiar',
    download: 'Descargar',
    downloadTorrent: 'Descargar torrent',
    share: 'Compartir',
    shareLink: 'Enlace para compartir (24 horas)',
    copy: 'Copiar',
    copied: 'Copiado',
    shareFailed: (message: string) => `No se pudo compartir: ${message}`,
    torrentFailed: (message: string) => `No se pudo descargar el torrent: ${message}`,
    // An item's error (downloads/queue.ts's kinds): the server's words where SPEC §8 gives the
    // call's refusal, declared once in the contract.
    errors: {
      forbidden: downloadMessages.forbidden,
      badLink: downloadMessages.badLink,
      expired: downloadMessages.expired,
      noDownload: downloadMessages.noDownload,
      monitor: 'Monitor kk',
    },
  },
  // admin: the texts its screen loads with it are in texts-screens.ts.
  admin: {
    loading: 'Cargando...',
    menuLink: 'Administración',
    title: 'Administración',
    signInFirst: 'Inicia sesión con una cuenta de administración para entrar aquí.',
    refused: 'No tienes permiso de administración: esta página es sólo para el jefe.',
  },
  // history: the texts its screen loads with it are in texts-screens.ts.
  history: {
    menuLink: 'Importar mi historial',
  },
  // review: the texts its screen loads with it are in texts-screens.ts.
  review: {
    menuLink: (year: number) => `Resumen de ${year}`,
  },
  ui: {
    chooseFile: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    close: 'Cerrar',
  },
  // clubFeed: the texts its screen loads with it are in texts-screens.ts.
  clubFeed: {
    navLink: 'Club',
  },
  // States: the route progress bar, not-found pages, a screen that failed to load, share page.
  states: {
    routeLoading: 'Cargando la página',
    notFoundHint: 'Puede que el enlace esté mal copiado o que ya no esté en el catálogo.',
    goNews: 'Ir a Novedades',
    searchLabel: 'Buscar en el catálogo',
    searchPlaceholder: 'Título o persona',
    chunkTitle: 'No se pudo cargar esta pantalla',
    chunkBody:
      'Puede que se haya cortado la conexión o que el sitio se acabe de actualizar. Vuelve a intentarlo.',
    retry: 'Reintentar',
    reloading: 'El sitio se ha actualizado: recargando...',
    share: {
      title: 'Descarga compartida',
      checking: 'Comprobando el enlace...',
      countdown: (seconds: number) =>
        `La descarga empieza en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`,
      started: 'Descarga iniciada',
      follow: 'Su avance está en «Descargas», arriba.',
      failed: 'No se puede descargar',
      askAgain: 'Pide un enlace nuevo a quien te lo pasó.',
      state: (state: string) => `Estado: ${state}`,
    },
  },
  // Issue 47 (web): one mark per film, hover cards, posters and cast, smaller details.
  details47: {
    yourScore: 'Tu nota',
    seenIt: 'La has vista',
    noScore: 'Sin nota',
    markTitle: 'Tu marca',
    offWatchlist: 'La hemos quitado de «Quiero verla».',
    undo: 'Deshacer',
    writeReview: 'Escribe tu reseña',
    emptyReview: 'Escribe algo antes de enviarlo',
    nothingFound: (text: string) => `Nada encontrado para «${text}»`,
    unnamedMember: 'Socio sin nombre',
    askName: 'Tu nombre en el club',
    askNameHint: 'Es como te verán los demás socios; tu correo no se enseña a nadie.',
    nameNeeded: 'Escribe tu nombre',
    hiddenBelow: (n: number) =>
      n === 1
        ? '«Sólo descargables» oculta la única película que coincide; aquí está:'
        : `«Sólo descargables» oculta las ${n} películas que coinciden; aquí están:`,
    notDownloadable: 'Sin archivos',
  },

  // notify: the texts its screen loads with it are in texts-screens.ts.
  notify: {
    menuLink: 'Avisos',
  },

  // sessions: the texts its screen loads with it are in texts-screens.ts.
  sessions: {
    navLink: 'Sesiones',
  },

  // Issue 47 (cards): one cast list, the club's best list, the year in review.
  cards47: {
    castAll: (n: number) => `Ver todo el reparto (${n})`,
    castFewer: 'Ver menos',
    asideLabel: 'Lo mejor del club y tu año',
    clubScore: (score: string, n: number) => `${score} · ${n} ${n === 1 ? 'socio' : 'socios'}`,
    noBest: 'Todavía ninguna película tiene notas de suficientes socios.',
    wholeBest: 'Ver la lista entera',
    yearTitle: (year: number) => `Tu ${year}`,
    yearText: 'Lo que has visto y puntuado este año, junto al año del club.',
    yearLink: (year: number) => `Ver el resumen de ${year}`,
  },
} as const;
