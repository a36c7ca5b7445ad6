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
      `${formatCount(shown)} de ${formatCount(total)} películas`,
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
    castPhotos: 'Reparto y personajes',
    photoOf: (name: string) => `Foto de ${name}`,
  },
  tmdb: {
    attribution: 'Este producto usa la API de TMDB, pero TMDB no lo respalda ni lo certifica.',
    logo: 'TMDB',
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
      `Las películas que al menos ${min} socios han puntuado, de la mejor nota a la peor (una media ponderada: pocas notas pesan menos).`,
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
  // Admin: the /admo screen and the film card's admin extras.
  admin: {
    loading: 'Cargando...',
    menuLink: 'Administración',
    title: 'Administración',
    signInFirst: 'Inicia sesión con una cuenta de administración para entrar aquí.',
    refused: 'No tienes permiso de administración: esta página es sólo para el jefe.',
    confirmChange: 'Seguro que quieres el cambio?',
    amulear: 'Amulear',
    amulearTitle: 'Buscar la película en aMule',
    editFilm: 'Editar la película',
    editTitle: 'Cambiar el título',
    editSynopsis: 'Cambiar la sinopsis',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardado',
    more: 'Ver más',
    failed: (message: string) => `No se pudo: ${message}`,
    sections: {
      pelicula: 'Película',
      usuarios: 'Usuarios',
      avisos: 'Avisos',
      peticiones: 'Peticiones',
      mensajes: 'Mensajes',
      catalogo: 'Catálogo',
    },
    sectionsLabel: 'Secciones de la administración',
    sources: {
      title: 'Fuentes de la ficha',
      none: 'Ningún campo tiene fuente anotada: vienen de IMDb o de la demo.',
      names: {
        owner: 'tu edición',
        nfo: 'NFO del disco',
        tmdb: 'TMDB',
        imdb: 'IMDb',
      } as Record<string, string>,
      fields: {
        nom: 'Título',
        nomo: 'Título original',
        anio: 'Año',
        dura: 'Duración',
        arg: 'Sinopsis',
        gens: 'Géneros',
        d: 'Dirección',
        a: 'Reparto (créditos)',
        cast: 'Reparto con fotos',
        poster: 'Póster',
        backdrop: 'Fondo',
        trailer: 'Tráiler',
      } as Record<string, string>,
      clear: 'Olvidar',
      clearHint: (field: string) =>
        `Olvidar la fuente de ${field}: la próxima lectura podrá cambiarlo`,
      refresh: 'Completar desde TMDB',
      refreshHint:
        'Pide esta película a TMDB y deja que cambie lo que vino de TMDB o de IMDb (nunca tus ediciones ni el NFO).',
      started: 'Tarea de TMDB lanzada: su avance está en Tareas.',
    },
    film: {
      pick: 'Elige una película',
      search: 'Busca por título, o escribe su número',
      none: 'Ninguna película coincide',
      open: 'Abrir',
      other: 'Otra película',
      formTitle: 'Ficha completa',
      nom: 'Título',
      nomo: 'Título original',
      nomen: 'Título en inglés',
      anio: 'Año',
      dura: 'Duración (minutos)',
      imdb: 'Id IMDb (tt0000000)',
      arg: 'Sinopsis',
      gens: 'Géneros',
      people: 'Personas',
      peopleHint: 'Una persona por línea: su id IMDb (nm0000000) y su nombre.',
      lists: 'Listas',
      listsHint: 'La posición en cada lista; vacío si no está en ella.',
      saveFilm: 'Guardar la ficha',
      savedFilm: 'Ficha guardada',
      badYear: 'El año va de 1870 a 2100, o vacío',
      badRuntime: 'La duración va en minutos, de 1 a 2.000, o vacía',
      badImdb: 'El id IMDb se escribe tt0000000 (o sólo el número), o vacío',
      noTitle: 'Falta el título',
      badPerson: (role: string, line: number) =>
        `${role}, línea ${line}: escribe el id IMDb (nm0000000) y luego el nombre`,
      badPosition: (list: string) => `${list}: la posición es un número de 1 en adelante`,
      poster: 'Cartel',
      posterHint: 'JPEG, PNG o WebP, de 5 MB como mucho.',
      posterFile: 'Imagen del cartel',
      posterTooBig: (mb: number) => `La imagen pasa de ${mb} MB`,
      posterBadType: 'La imagen tiene que ser JPEG, PNG o WebP',
      posterDone: 'Cartel cambiado',
      files: 'Comentarios de los archivos',
      noFiles: 'La película no tiene archivos.',
      fileComment: (name: string) => `Comentario de ${name}`,
      audit: 'Registro de cambios',
      auditEmpty: 'Ningún cambio registrado.',
    },
    users: {
      search: 'Buscar usuarios por dirección o nombre',
      count: (shown: number, total: number) => `${shown} de ${total} usuarios`,
      none: 'Ningún usuario coincide',
      perm: { admo: 'Administración', bajed2: 'Descargas' },
      permOf: (perm: string, email: string) => `${perm} de ${email}`,
      ownAdmo: 'No puedes quitarte tu propia administración.',
      you: 'tú',
      created: (date: string) => `Alta: ${date}`,
      sessions: (count: number, last: string | null) =>
        `${count} ${count === 1 ? 'sesión' : 'sesiones'}${last ? `, último uso ${last}` : ''}`,
      identities: 'Entra con',
      noIdentity: 'Aún no ha entrado con ningún proveedor',
      endSessions: 'Cerrar sus sesiones',
      confirmEndSessions: (email: string) => `Se cerrarán todas las sesiones de ${email}.`,
      delete: 'Borrar usuario',
      confirmDelete: (email: string) =>
        `Vas a borrar a ${email} y todo lo suyo (películas por ver, votos, comentarios). No se puede deshacer.`,
    },
    notices: {
      newTitle: 'Nuevo aviso para todos',
      text: 'Texto del aviso',
      hint: 'Enlaza una película con %id%título%, por ejemplo %42%Amélie%.',
      preview: 'Vista previa',
      publish: 'Publicar',
      published: 'Avisos publicados',
      none: 'No hay avisos para todos.',
      dismissed: (count: number) =>
        `${count} ${count === 1 ? 'usuario lo ha quitado' : 'usuarios lo han quitado'}`,
      delete: 'Borrar el aviso',
      confirmDelete: 'El aviso desaparecerá para todos.',
    },
    requests: {
      title: 'Peticiones abiertas',
      none: 'No hay peticiones abiertas.',
      askedBy: (who: string, date: string) => `Pedida por ${who} el ${date}`,
      note: 'Nota para quien la pidió (se añade al aviso del rechazo)',
      served: 'Servida',
      refused: 'Rechazar',
    },
    messages: {
      title: 'Mensajes de contacto',
      unreadOnly: 'Sólo los no leídos',
      unread: (count: number) => `${count} sin leer`,
      none: 'No hay mensajes.',
      markRead: 'Marcar leído',
      readOn: (date: string) => `Leído el ${date}`,
    },
    jobs: {
      intro: 'Una tarea de cada tipo a la vez. Se puede seguir usando el sitio mientras tanto.',
      imdb: 'Importar IMDb',
      imdbDir: 'Carpeta del servidor con los ficheros de IMDb (.tsv.gz)',
      tvMovies: 'También las películas de televisión',
      list: 'Importar una lista',
      listCode: 'Lista',
      listFile: 'Fichero CSV (posición e id IMDb)',
      listTooBig: (mb: number) => `El fichero pasa de ${mb} MB`,
      noFile: 'Elige el fichero CSV',
      noDir: 'Escribe la carpeta',
      scan: 'Escanear los discos',
      tmdb: 'Completar desde TMDB',
      tmdbNote:
        'Sinopsis, pósters, fondos, fotos y tráileres de TMDB para las películas sin sinopsis o sin póster. Necesita TMDB_API_KEY en el servidor.',
      prune: 'Olvidar los archivos de discos que no están o no se pueden leer',
      start: 'Empezar',
      state: { enMarcha: 'En marcha', hecha: 'Hecha', fallida: 'Fallida' },
      what: (what: string, who: string, date: string) => `${what}, por ${who}, ${date}`,
      step: (step: string, done: string, unit: string) => `${step}: ${done} ${unit}`,
      percent: (percent: number) => `${percent} %`,
      rate: (rate: string, unit: string) => `${rate} ${unit}/s`,
      left: (time: string) => `quedan ${time}`,
      summary: 'Resumen',
      never: 'No se ha hecho todavía.',
      scheduled: 'Programada',
      scheduledWhat: (what: string, date: string) => `${what}, ${date}`,
      schedule: (time: string, dir: string, tvMovies: boolean) =>
        `Cada día a las ${time} se importan los ficheros de ${dir}${tvMovies ? ', con las películas de televisión' : ''}.`,
      nextRun: (date: string) => `Próxima: ${date}.`,
      lastRun: (date: string) => `Última: ${date}`,
      lastRunSkipped: (reason: string) => `. ${reason}.`,
      lastRunShown: ', la de abajo.',
      lastRunReplaced: ', luego se hizo otra a mano.',
    },
  },
  // Shared components of web/src/ui/.
  ui: {
    chooseFile: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    close: 'Cerrar',
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
} as const;
