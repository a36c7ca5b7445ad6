import type { FullCard } from '@cineclub/contract';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { texts } from '../texts';

/**
 * A card's files for a user without bajed2, who gets no download lists (SPEC §6): how many
 * there are, and why they are not listed: a visitor is to sign in, a member without the
 * permission to ask the owner for it, through the contact page.
 */
export function FilesNote({ film }: { film: Pick<FullCard, 'numed2' | 'numdnt'> }) {
  const { user } = useSession();
  const count = texts.film.fileCount(film.numed2, film.numdnt);
  if (!count) return <p className="film-files-count">{texts.film.filesNone}</p>;
  return (
    <p className="film-files-count">
      <strong>{count}.</strong>{' '}
      {user ? (
        <>
          {texts.film.filesNoPermission} <Link to="/contact">{texts.community.contactTitle}</Link>.
        </>
      ) : (
        texts.film.filesSignedOut
      )}
    </p>
  );
}
