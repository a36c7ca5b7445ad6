import { COMMENT_MAX_CHARS, type FilmComment } from '@cineclub/contract';
import { useId, useState } from 'react';
import { texts } from '../texts';
import { Button } from '../ui/button';
import { ScoreInput } from '../ui/score-input';

export interface CommentDraft {
  vista: boolean;
  voto: number;
  comen: string;
}

/** The counter turns to a warning when this few characters are left. */
const FEW_LEFT = 200;

/**
 * A comment's fields: text (with the characters left), score (0 to 10, or none) and the seen
 * mark. The score is picked from 0 to 10, so one out of range cannot be sent (SPEC §5); a comment
 * that says nothing at all is refused here with a message and nothing is sent.
 */
export function CommentForm({
  initial,
  seen,
  textOnly = false,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: FilmComment;
  /** The user's seen state, for a new comment's 'Vista' box. */
  seen?: boolean;
  /** A new review: the score and seen mark are the card head's (issue 47), only text here. */
  textOnly?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: CommentDraft) => void;
  onCancel?: () => void;
}) {
  const [comen, setComen] = useState(initial?.comen ?? '');
  const [voto, setVoto] = useState(initial?.voto ?? -1);
  const [vista, setVista] = useState(initial?.vista ?? seen ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();
  const left = COMMENT_MAX_CHARS - comen.length;
  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (textOnly && !comen.trim()) return setProblem(texts.details47.emptyReview);
        if (!vista && voto < 0 && !comen.trim()) return setProblem(texts.community.emptyComment);
        setProblem(null);
        onSubmit({ vista, voto, comen });
      }}
    >
      <div>
        <label htmlFor={textId} className="field-label">
          {textOnly ? texts.details47.writeReview : texts.community.commentText}
        </label>
        <textarea
          id={textId}
          value={comen}
          maxLength={COMMENT_MAX_CHARS}
          rows={3}
          aria-describedby={`${textId}-left`}
          onChange={(event) => setComen(event.target.value)}
        />
        <p
          id={`${textId}-left`}
          className={left <= FEW_LEFT ? 'field-hint warn' : 'field-hint'}
          aria-live={left <= FEW_LEFT ? 'polite' : 'off'}
        >
          {texts.community.charsLeft(left)}
        </p>
      </div>
      {textOnly ? null : (
        <ScoreInput
          label={texts.community.score}
          noneLabel={texts.community.noScore}
          value={voto}
          onChange={setVoto}
        />
      )}
      <div className="comment-form-row">
        {textOnly ? (
          <span />
        ) : (
          <label>
            <input
              type="checkbox"
              checked={vista}
              onChange={(event) => setVista(event.target.checked)}
            />
            {texts.community.seen}
          </label>
        )}
        <span className="comment-form-buttons">
          {onCancel ? <Button onClick={onCancel}>{texts.community.cancel}</Button> : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
        </span>
      </div>
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
