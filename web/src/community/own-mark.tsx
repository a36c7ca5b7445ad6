import type { FilmComment, FullCard } from '@cineclub/contract';
import { Eye, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Toast } from '../ui/toast';
import { deleteComment, saveComment, setWanted } from './api';
import { useFilmChange } from './use-film-change';

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The member's one entry on the film (issue 47), as Letterboxd keeps one per viewing: the comment
 * without text if there is one, else the newest own comment. Its score and seen mark are what
 * the card's head shows and edits.
 */
export function entryOf(mine: FilmComment[]): FilmComment | undefined {
  return mine.findLast((comment) => !comment.comen.trim()) ?? mine.at(-1);
}

/** The score the member's tiles show: the newest own comment's that has one. */
const scoreOf = (mine: FilmComment[]) => mine.findLast((comment) => comment.voto >= 0)?.voto ?? -1;

type Asked = { voto?: number; vista?: boolean };

type Change =
  | { kind: 'save'; comment: FilmComment | Omit<FilmComment, 'id' | 'fecha'> }
  | { kind: 'unseen' };

/**
 * 'Tu nota' and 'La has vista' in the card's head, signed-in members only. Marking the film seen
 * takes it off 'Quiero verla' (the server does), and a toast offers 'Deshacer'.
 */
export function OwnMark({ film }: { film: FullCard }) {
  const { user } = useSession();
  const scoreId = useId();
  const [offWatchlist, setOffWatchlist] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const change = useFilmChange(async (todo: Change) => {
    if (todo.kind === 'save') return saveComment(film.id, todo.comment);
    // Unmarking: a bare seen mark goes; a comment that says more keeps all but the mark.
    for (const comment of film.mcoms.filter((own) => own.vista)) {
      if (comment.voto < 0 && !comment.comen.trim()) await deleteComment(film.id, comment);
      else await saveComment(film.id, { ...comment, vista: false });
    }
  });
  const undo = useFilmChange(() => setWanted(film.id, true));
  if (!user) return null;
  const entry = entryOf(film.mcoms);
  // What was asked shows at once, until the card comes back with it.
  const score = asked?.voto ?? scoreOf(film.mcoms);
  const seen = asked?.vista ?? film.vista;
  const ask = (todo: Change, fields: Asked, onSuccess?: () => void) => {
    setAsked(fields);
    change.mutate(todo, { onSuccess, onSettled: () => setAsked(null) });
  };
  const save = (fields: Asked, onSuccess?: () => void) =>
    ask(
      {
        kind: 'save',
        comment: entry
          ? { ...entry, ...fields }
          : { vista: film.vista, voto: -1, comen: '', ...fields },
      },
      fields,
      onSuccess,
    );
  const markSeen = (wanted: boolean) => {
    if (!wanted) return ask({ kind: 'unseen' }, { vista: false });
    const wasWanted = film.quiero;
    save({ vista: true }, () => setOffWatchlist(wasWanted));
  };
  const error = change.error ?? undo.error;
  return (
    <fieldset className="own-mark">
      <legend className="visually-hidden">{texts.details47.markTitle}</legend>
      <label className="own-mark-score" htmlFor={scoreId}>
        <Star size={16} aria-hidden="true" />
        {texts.details47.yourScore}
        <select
          id={scoreId}
          value={score}
          disabled={change.isPending}
          onChange={(event) => save({ voto: Number(event.target.value) })}
        >
          <option value={-1}>{texts.details47.noScore}</option>
          {SCORES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className={seen ? 'own-mark-seen on' : 'own-mark-seen'}>
        <input
          type="checkbox"
          checked={seen}
          disabled={change.isPending}
          onChange={(event) => markSeen(event.target.checked)}
        />
        <Eye size={16} aria-hidden="true" />
        {texts.details47.seenIt}
      </label>
      {offWatchlist ? (
        <Toast
          message={texts.details47.offWatchlist}
          closeLabel={texts.ui.close}
          duration={8000}
          action={{ label: texts.details47.undo, onClick: () => undo.mutate(undefined) }}
          onClose={() => setOffWatchlist(false)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
