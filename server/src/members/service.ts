import type {
  MemberFilmPage,
  MemberInfo,
  MemberList,
  PrivacyAnswer,
  PrivacyChoices,
} from '@cineclub/contract';
import { memberName } from '../accounts/member-name.js';
import type { SessionUser } from '../accounts/session-user.js';
import { averageScore } from '../catalogue/cards.js';
import type { Clock } from '../clock.js';
import { HttpError } from '../http/errors.js';
import { exportZip } from './export-files.js';
import type { ExportQueries } from './export-queries.js';
import type { MembersQueries } from './queries.js';

const NO_MEMBER = 'No existe ese socio';
export const HIDDEN_MARKS = 'Este socio no comparte sus películas vistas ni su lista';
export const EXPORT_TOO_BIG =
  'Tu historial es demasiado grande para exportarlo de una vez; escribe al jefe desde Contacto';

/** Bytes an exported row takes besides its comment text, at most (CSV and JSON, film names). */
const BYTES_PER_ROW = 600;

export function createMembersService(deps: {
  queries: MembersQueries;
  exports: ExportQueries;
  clock: Clock;
  limits: { exportMaxBytes: number };
}) {
  const { queries, exports, clock, limits } = deps;

  async function existingMember(id: number) {
    const member = await queries.member(id);
    if (!member) throw new HttpError(404, NO_MEMBER);
    return member;
  }

  return {
    async privacy(user: SessionUser): Promise<PrivacyAnswer> {
      const row = await queries.privacyOf(user.id);
      if (!row) throw new HttpError(404, NO_MEMBER);
      return { marcas: row.club_marks === 1, actividad: row.club_feed === 1, socio: user.id };
    },

    async setPrivacy(user: SessionUser, choices: PrivacyChoices): Promise<PrivacyAnswer> {
      await queries.setPrivacy(user.id, {
        club_marks: choices.marcas ? 1 : 0,
        club_feed: choices.actividad ? 1 : 0,
      });
      return this.privacy(user);
    },

    /** The name the club sees (issue 47). */
    async setName(user: SessionUser, nombre: string) {
      await queries.setName(user.id, nombre);
      return { nombre };
    },

    /** A member's page: their figures; seen and wanted counts only if they share them. */
    async member(viewer: SessionUser, id: number): Promise<MemberInfo> {
      const member = await existingMember(id);
      const yo = viewer.id === id;
      const marcas = yo || member.club_marks === 1;
      const figures = await queries.figures(id);
      return {
        id,
        nombre: memberName(member),
        picture: member.picture,
        desde: member.created_at,
        yo,
        marcas,
        cifras: {
          notas: figures.rated,
          media: averageScore(figures.scoreSum, figures.rated),
          comentarios: figures.comments,
          vistas: marcas ? figures.seen : null,
          quiero: marcas ? figures.wanted : null,
        },
      };
    },

    async memberFilms(
      viewer: SessionUser,
      id: number,
      list: MemberList,
      page: { desde: number; n: number },
    ): Promise<MemberFilmPage> {
      const member = await existingMember(id);
      if (list !== 'notas' && viewer.id !== id && member.club_marks !== 1) {
        throw new HttpError(403, HIDDEN_MARKS);
      }
      const { rows, total } = await queries.filmPage(id, list, page);
      const next = page.desde + rows.length;
      return { pelis: rows, total, sig: next < total ? next : null };
    },

    /**
     * The export's file name, as of `now`; refused when the export would be too big to build.
     * What a HEAD of the export answers: one count query, no archive.
     */
    async exportName(user: SessionUser, now = clock()): Promise<string> {
      const size = await exports.size(user.id);
      // Three bytes per character at most in UTF-8, and the CSVs and the JSON each carry the text.
      if (size.chars * 3 * 2 + size.rows * BYTES_PER_ROW > limits.exportMaxBytes) {
        throw new HttpError(422, EXPORT_TOO_BIG);
      }
      const day = new Date(now * 1000).toISOString().slice(0, 10);
      return `cineclub-${day}.zip`;
    },

    /** The member's export ZIP and its file name; refused when it would be too big to build. */
    async export(user: SessionUser) {
      const now = clock();
      const name = await this.exportName(user, now);
      return { bytes: exportZip(await exports.data(user.id), now), name };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
