/** Dates of film nights as the club reads them, in the browser's zone. */
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

export const nightDate = (epoch: number) => dayFormat.format(new Date(epoch * 1000));

/** What is left until a moment: '2 d 4 h', '3 h 5 min', '45 s'. */
export function remaining(seconds: number): string {
  if (seconds <= 0) return '0 s';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  if (minutes) return `${minutes} min ${Math.floor(seconds % 60)} s`;
  return `${Math.floor(seconds)} s`;
}

/** A datetime-local input's value for an epoch (local time) and back. */
export function toLocalInput(epoch: number): string {
  const date = new Date(epoch * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): number {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : Math.floor(time / 1000);
}
