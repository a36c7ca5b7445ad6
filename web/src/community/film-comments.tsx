import type { FilmComment, FullCard } from '@cineclub/contract';
import { useMutation } from '@tanstack/react-query';
import { ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { deleteComment, olderComments, saveComment } from './api';
import { CommentCard } from './comment-card';
import { type CommentDraft, CommentForm } from './comment-form';
import { useFilmChange } from './use-film-change';

/**
 * The card's comments (the club's score is in the card's facts, 'Nota del club'; the member's
 * own score and seen mark in its head, own-mark.tsx): the form for a new review, one's own
 * comments (editable, deletable after 'Vas a borrar el comentario'), and others' comments with
 * their author. Comments without text are marks, not cards.
 */
export function FilmComments({ film }: { film: FullCard }) {
  const { user } = useSession();
  const [editing, setEditing] = useState<number | null>(null);
  // A new form after each review sent (a review may complete an entry: no new comment to count).
  const [sent, setSent] = useState(0);
  const save = useFilmChange((draft: CommentDraft & { id?: number }) =>
    saveComment(film.id, draft),
  );
  const remove = useFilmChange((comment: FilmComment) => deleteComment(film.id, comment));
  const older = useOlderComments(film);
  const error = save.error ?? remove.error ?? older.error;
  const confirmDelete = (comment: FilmComment) => {
    if (window.confirm(texts.community.confirmDelete)) remove.mutate(comment);
  };
  const ownAvatar = user ? (
    <Avatar nombre={user.nombre} email={user.email} picture={user.picture} />
  ) : null;
  return (
    <section className="film-comments" aria-labelledby="film-comments-title">
      <div className="film-comments-head">
        <h2 id="film-comments-title">{texts.community.commentsTitle}</h2>
      </div>
      {user ? (
        <CommentForm
          key={sent}
          textOnly
          submitLabel={texts.community.addComment}
          busy={save.isPending}
          onSubmit={(draft) =>
            save.mutate(
              { ...draft, vista: film.vista, voto: -1 },
              { onSuccess: () => setSent((count) => count + 1) },
            )
          }
        />
      ) : (
        <p className="muted">{texts.community.signInToComment}</p>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      ) : null}
      <ul className="comments">
        {film.mcoms.filter(hasText).map((comment) => (
          <li key={comment.id}>
            {editing === comment.id ? (
              <div className="comment own">
                <CommentForm
                  initial={comment}
                  submitLabel={texts.community.saveEdit}
                  busy={save.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(draft) =>
                    save.mutate({ ...draft, id: comment.id }, { onSuccess: () => setEditing(null) })
                  }
                />
              </div>
            ) : (
              <CommentCard
                comment={comment}
                author={texts.community.you}
                avatar={ownAvatar}
                own
                onEdit={() => setEditing(comment.id)}
                onDelete={() => confirmDelete(comment)}
              />
            )}
          </li>
        ))}
        {older.hasMore ? (
          <li>
            <Button icon={ChevronUp} disabled={older.isPending} onClick={() => older.mutate()}>
              {texts.community.moreComments}
            </Button>
          </li>
        ) : null}
        {[...older.comments, ...film.ocoms].filter(hasText).map((comment) => (
          <li key={comment.id}>
            <CommentCard
              comment={comment}
              author={comment.user ?? ''}
              avatar={<Avatar nombre={comment.user ?? ''} email="" picture="" />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A comment with no text is a score or seen mark alone, not drawn as a card (issue 47). */
export const hasText = (comment: FilmComment) => comment.comen.trim() !== '';

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
