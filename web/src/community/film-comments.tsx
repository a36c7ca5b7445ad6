import type { FilmComment, FullCard } from '@cineclub/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../account/session';
import { texts } from '../texts';
import { deleteComment, olderComments, saveComment } from './api';
import { type CommentDraft, CommentForm } from './comment-form';
import { useFilmChange } from './use-film-change';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });

/**
 * The card's comments: the users' average score, others' comments with their author, one's own
 * comments (editable, deletable after 'Vas a borrar el comentario'), the seen mark with its
 * delete icon, and the form for a new comment. Texts are rendered as text, never as HTML.
 */
export function FilmComments({ film }: { film: FullCard }) {
  const { user } = useSession();
  const [editing, setEditing] = useState<number | null>(null);
  const save = useFilmChange((draft: CommentDraft & { id?: number }) =>
    saveComment(film.id, draft),
  );
  const remove = useFilmChange((comment: FilmComment) => deleteComment(film.id, comment));
  const older = useOlderComments(film);
  const error = save.error ?? remove.error ?? older.error;
  const confirmDelete = (comment: FilmComment) => {
    if (window.confirm(texts.community.confirmDelete)) remove.mutate(comment);
  };
  // A bare seen mark is a comment of its own and goes; a comment that says more loses the mark.
  const removeSeenMark = () => {
    const seen = film.mcoms.find((comment) => comment.vista);
    if (!seen) return;
    if (seen.voto < 0 && !seen.comen) confirmDelete(seen);
    else save.mutate({ ...seen, vista: false });
  };
  return (
    <section className="film-comments" aria-label={texts.community.commentsTitle}>
      <h2>{texts.community.commentsTitle}</h2>
      {film.media !== null ? (
        <p className="film-average">{texts.community.average(film.media)}</p>
      ) : null}
      {film.vista ? (
        <p className="film-seen">
          {texts.community.seenMark}{' '}
          <button
            type="button"
            className="icon-button"
            aria-label={texts.community.deleteSeen}
            title={texts.community.deleteSeen}
            onClick={removeSeenMark}
          >
            🗑
          </button>
        </p>
      ) : null}
      {older.hasMore ? (
        <button type="button" disabled={older.isPending} onClick={() => older.mutate()}>
          {texts.community.moreComments}
        </button>
      ) : null}
      <ul className="comments">
        {[...older.comments, ...film.ocoms].map((comment) => (
          <li key={comment.id} className="comment">
            <CommentHead comment={comment} author={comment.user ?? ''} />
            {comment.comen ? <p className="comment-text">{comment.comen}</p> : null}
          </li>
        ))}
        {film.mcoms.map((comment) =>
          editing === comment.id ? (
            <li key={comment.id} className="comment own">
              <CommentForm
                initial={comment}
                submitLabel={texts.community.saveEdit}
                busy={save.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={(draft) =>
                  save.mutate({ ...draft, id: comment.id }, { onSuccess: () => setEditing(null) })
                }
              />
            </li>
          ) : (
            <li key={comment.id} className="comment own">
              <CommentHead comment={comment} author={texts.community.you} />
              {comment.comen ? <p className="comment-text">{comment.comen}</p> : null}
              <button type="button" onClick={() => setEditing(comment.id)}>
                {texts.community.edit}
              </button>
              <button type="button" onClick={() => confirmDelete(comment)}>
                {texts.community.delete}
              </button>
            </li>
          ),
        )}
      </ul>
      {user ? (
        <CommentForm
          key={film.mcoms.length}
          submitLabel={texts.community.addComment}
          busy={save.isPending}
          onSubmit={(draft) => save.mutate(draft)}
        />
      ) : (
        <p className="muted">{texts.community.signInToComment}</p>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Others' comments older than the newest ones the card carries (`nocoms` says how many there
 * are), fetched a page at a time and shown above them.
 */
function useOlderComments(film: FullCard) {
  const [comments, setComments] = useState<FilmComment[]>([]);
  const shown = film.ocoms.length + comments.length;
  const more = useMutation({
    mutationFn: () => olderComments(film.id, shown),
    onSuccess: (page) => {
      // Comments written meanwhile shift the pages: keep each comment once.
      const known = new Set([...film.ocoms, ...comments].map((comment) => comment.id));
      const fresh = page.coms.filter((comment) => !known.has(comment.id)).reverse();
      setComments((previous) => [...fresh, ...previous]);
    },
  });
  return { ...more, comments, hasMore: shown < (film.nocoms ?? 0) };
}

function CommentHead({ comment, author }: { comment: FilmComment; author: string }) {
  return (
    <p className="comment-head">
      <strong>{author}</strong> <time>{dateFormat.format(comment.fecha * 1000)}</time>
      {comment.voto >= 0 ? (
        <span className="comment-vote"> · {texts.community.scoreOf(comment.voto)}</span>
      ) : null}
      {comment.vista ? <span className="comment-seen"> · {texts.community.seen}</span> : null}
    </p>
  );
}
