/** The banner texts of film nights (pure: the server's time zone names the day and hour). */

type Film = { id: number; nom: string };

const filmLink = (film: Film) => `%${film.id}%${film.nom.replaceAll('%', ' ')}%`;

const dayFormat = () =>
  new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' });
const hourFormat = () => new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/** 'el viernes 4 de diciembre a las 21:00', in the server's zone. */
export function whenText(epoch: number): string {
  const date = new Date(epoch * 1000);
  return `el ${dayFormat().format(date)} a las ${hourFormat().format(date)}`;
}

/** A banner text as plain text (email, push): its film links become their titles. */
export const plainNotice = (text: string) => text.replace(/%\d+%([^%]*)%/g, '$1');

/** '«Psicosis» para la sesión del viernes': the notice, and its email's subject. */
export function winnerSubject(film: Film, night: { cuando: number }, linked = false): string {
  const day = new Intl.DateTimeFormat('es-ES', { weekday: 'long' }).format(
    new Date(night.cuando * 1000),
  );
  return `«${linked ? filmLink(film) : film.nom}» para la sesión del ${day}`;
}

export function winnerNotice(film: Film, night: { titulo: string; cuando: number }): string {
  return `${winnerSubject(film, night, true)} («${night.titulo}», ${whenText(night.cuando)})`;
}

export function reminderSubject(film: Film | null, night: { titulo: string }): string {
  return `Mañana hay sesión: «${film ? film.nom : night.titulo}»`;
}

export function reminderNotice(
  film: Film | null,
  night: { titulo: string; cuando: number; lugar: string },
): string {
  const what = film ? `: «${filmLink(film)}»` : '';
  return `Mañana hay sesión, «${night.titulo}»${what}, ${whenText(night.cuando)} en ${night.lugar}`;
}

export function questionNotice(film: Film, night: { titulo: string }): string {
  return `¿Qué os pareció «${filmLink(film)}»? Ponle nota en la página de la sesión «${night.titulo}»`;
}

export const cancelSubject = (night: { titulo: string }) =>
  `Se cancela la sesión «${night.titulo}»`;

export function cancelNotice(night: { titulo: string; cuando: number }): string {
  return `${cancelSubject(night)} de ${whenText(night.cuando).slice(3)}`;
}
