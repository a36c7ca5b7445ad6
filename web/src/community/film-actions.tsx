import type { FullCard } from '@cineclub/contract';
import { BellPlus, BellRing, BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { Toast } from '../ui/toast';
import { requestFilm, setWanted } from './api';
import { useFilmChange } from './use-film-change';

/**
 * The card's personal actions, as toggle buttons whose state shows (icon, fill, aria-pressed):
 * 'Quiero verla' / 'Ya no quiero verla' for signed-in users, and for bajed2 users 'Avísame si
 * descargable' on films without files, which then shows 'Solicitada' (a request is not undone).
 */
export function FilmActions({ film }: { film: FullCard }) {
  const { user, canDownload } = useSession();
  const want = useFilmChange((wanted: boolean) => setWanted(film.id, wanted));
  const request = useFilmChange(() => requestFilm(film.id));
  if (!user) return null;
  const error = want.error ?? request.error;
  return (
    <>
      <Button
        icon={film.quiero ? BookmarkCheck : BookmarkPlus}
        aria-pressed={film.quiero}
        disabled={want.isPending}
        onClick={() => want.mutate(!film.quiero)}
      >
        {film.quiero ? texts.community.unwant : texts.community.want}
      </Button>
      {canDownload && film.numed2 === 0 ? (
        <Button
          icon={film.pedida ? BellRing : BellPlus}
          aria-pressed={film.pedida}
          disabled={film.pedida || request.isPending}
          onClick={() => request.mutate(undefined)}
        >
          {film.pedida ? texts.community.requested : texts.community.request}
        </Button>
      ) : null}
      {error ? (
        <Toast
          tone="error"
          message={error.message}
          closeLabel={texts.ui.close}
          onClose={() => {
            want.reset();
            request.reset();
          }}
        />
      ) : null}
    </>
  );
}
