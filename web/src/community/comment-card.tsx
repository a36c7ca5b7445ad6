import type { FilmComment } from '@cineclub/contract';
import { Eye, Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { texts } from '../texts';
import { IconButton } from '../ui/button';
import { Badge } from '../ui/chip';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });

/**
 * One comment as a card: the author's avatar and name, the date, the score and the seen mark,
 * then the text (as text, never as HTML). Own comments get edit and delete icon buttons.
 */
export function CommentCard({
  comment,
  author,
  avatar,
  own = false,
  onEdit,
  onDelete,
}: {
  comment: FilmComment;
  author: string;
  avatar: ReactNode;
  own?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const date = new Date(comment.fecha * 1000);
  return (
    <article className={own ? 'comment own' : 'comment'}>
      <header className="comment-head">
        {avatar}
        <div className="comment-who">
          <h3 className="comment-author">{author}</h3>
          <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
        </div>
        <div className="comment-badges">
          {comment.voto >= 0 ? (
            <Badge tone="accent" icon={Star}>
              {texts.community.scoreOf(comment.voto)}
            </Badge>
          ) : null}
          {comment.vista ? <Badge icon={Eye}>{texts.community.seen}</Badge> : null}
        </div>
        {onEdit || onDelete ? (
          <div className="comment-tools">
            {onEdit ? (
              <IconButton icon={Pencil} label={texts.community.edit} onClick={onEdit} />
            ) : null}
            {onDelete ? (
              <IconButton icon={Trash2} label={texts.community.delete} danger onClick={onDelete} />
            ) : null}
          </div>
        ) : null}
      </header>
      {comment.comen ? <p className="comment-text">{comment.comen}</p> : null}
    </article>
  );
}
