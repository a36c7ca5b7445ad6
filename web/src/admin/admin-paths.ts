/**
 * The admin screen's address: /admo/{idpel?}/{extra?} (SPEC §2). `idpel` is the film being
 * edited; `extra` picks a section. A section without a film may stand in idpel's place
 * (/admo/usuarios), so every section has a short address.
 */

export const sections = [
  'pelicula',
  'usuarios',
  'avisos',
  'peticiones',
  'mensajes',
  'catalogo',
  'envios',
] as const;
export type Section = (typeof sections)[number];

export interface AdminPlace {
  filmId: number | null;
  section: Section;
}

function isSection(value: string | undefined): value is Section {
  return (sections as readonly string[]).includes(value ?? '');
}

function filmIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the route params; anything unknown falls back to the film section. */
export function adminPlace(idpel: string | undefined, extra: string | undefined): AdminPlace {
  if (isSection(idpel)) return { filmId: null, section: idpel };
  return { filmId: filmIdOf(idpel), section: isSection(extra) ? extra : 'pelicula' };
}

/** The address of a section, keeping the film being edited. */
export function adminPath({ filmId, section }: AdminPlace): string {
  if (section === 'pelicula') return filmId ? `/admo/${filmId}` : '/admo';
  return filmId ? `/admo/${filmId}/${section}` : `/admo/${section}`;
}
