/**
 * The admin screen's address: /admo/{idpel?}/{extra?} (SPEC §2). `idpel` is the film being
 * edited; `extra` picks a section. A section without a film may stand in idpel's place
 * (/admo/usuarios), so every section has a short address. /admo alone opens on the overview
 * (issue 47); the film section without a film is /admo/pelicula.
 */

export const sections = [
  'resumen',
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

/**
 * Reads the route params: no film and no section is the overview; anything unknown falls back
 * to the film section.
 */
export function adminPlace(idpel: string | undefined, extra: string | undefined): AdminPlace {
  if (idpel === undefined && extra === undefined) return { filmId: null, section: 'resumen' };
  if (isSection(idpel)) return { filmId: null, section: idpel };
  return { filmId: filmIdOf(idpel), section: isSection(extra) ? extra : 'pelicula' };
}

/** The address of a section, keeping the film being edited. */
export function adminPath({ filmId, section }: AdminPlace): string {
  if (section === 'resumen' && !filmId) return '/admo';
  if (section === 'pelicula' && filmId) return `/admo/${filmId}`;
  return filmId ? `/admo/${filmId}/${section}` : `/admo/${section}`;
}
