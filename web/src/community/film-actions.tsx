import type { FullCard } from '@cineclub/contract';
import { useSession } from '../account/session';
import { texts } from '../texts';
import { requestFilm, setWanted } from './api';
import { useFilmChange } from './use-film-change';

/**
 * The card's personal actions: 'Quiero verla' / 'Ya no quiero verla' for signed-in users, and
 * for bajed2 users 'Avísame si descargable' on films without files, which then shows
 * 'Solicitada'.
 */
export function FilmActions({ film }: { film: FullCard }) {
  const { user, canDownload } = useSession();
  const want = useFilmChange((wanted: boolean) => setWanted(film.id, wanted));
  const request = useFilmChange(() => requestFilm(film.id));
  if (!user) return null;
  const error = want.error ?? request.error;
  return (
    <>
      <button type="button" disabled={want.isPending} onClick={() => want.mutate(!film.quiero)}>
        {film.quiero ? texts.community.unwant : texts.community.want}
      </button>
      {canDownload && film.numed2 === 0 ? (
        film.pedida ? (
          <span className="film-requested">{texts.community.requested}</span>
        ) : (
          <button
            type="button"
            disabled={request.isPending}
            onClick={() => request.mutate(undefined)}
          >
            {texts.community.request}
          </button>
        )
      ) : null}
      {error ? (
        <span role="alert" className="form-error">
          {error.message}
        </span>
      ) : null}
    </>
  );
}
