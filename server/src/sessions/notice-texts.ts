/** The banner texts of film nights (pure: the server's time zone names the day and hour). */

const filmLink = (film: { id: number; nom: string }) =>
  `%${film.id}%${film.nom.replaceAll('%', ' ')}%`;

const dayFormat = () =>
  new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' });
const hourFormat = () => new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/** 'el viernes 4 de diciembre a las 21:00', in the server's zone. */
export function whenText(epoch: number): string {
  const date = new Date(epoch * 1000);
  return `el ${dayFormat().format(date)} a las ${hourFormat().format(date)}`;
}

export function winnerNotice(
  film: { id: number; nom: string },
  night: { titulo: string; cuando: number },
): string {
  const day = dayFormat()
    .format(new Date(night.cuando * 1000))
    .split(' ')[0];
  return `«${filmLink(film)}» para la sesión del ${day} («${night.titulo}», ${whenText(night.cuando)})`;
}

export function reminderNotice(
  film: { id: number; nom: string } | null,
  night: { titulo: string; cuando: number; lugar: string },
): string {
  const what = film ? `: «${filmLink(film)}»` : '';
  return `Mañana hay sesión, «${night.titulo}»${what}, ${whenText(night.cuando)} en ${night.lugar}`;
}

export function questionNotice(
  film: { id: number; nom: string },
  night: { titulo: string },
): string {
  return `¿Qué os pareció «${filmLink(film)}»? Ponle nota en la página de la sesión «${night.titulo}»`;
}

export function cancelNotice(night: { titulo: string; cuando: number }): string {
  return `Se cancela la sesión «${night.titulo}» de ${whenText(night.cuando).slice(3)}`;
}
