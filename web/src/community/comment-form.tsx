import { type FilmComment, isValidScore } from '@cineclub/contract';
import { useState } from 'react';
import { texts } from '../texts';

export interface CommentDraft {
  vista: boolean;
  voto: number;
  comen: string;
}

/** The score field's text to a score: empty is -1 (no score); anything else must be valid. */
export function scoreOf(text: string): number | null {
  if (text.trim() === '') return -1;
  const score = Number(text.replace(',', '.'));
  return isValidScore(score) && score >= 0 ? score : null;
}

/**
 * A comment's fields: text, score (0 to 10, or none) and the seen mark. An out-of-range score
 * is refused here with a message and nothing is sent (SPEC §5).
 */
export function CommentForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: FilmComment;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: CommentDraft) => void;
  onCancel?: () => void;
}) {
  const [comen, setComen] = useState(initial?.comen ?? '');
  const [score, setScore] = useState(initial && initial.voto >= 0 ? String(initial.voto) : '');
  const [vista, setVista] = useState(initial?.vista ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        const voto = scoreOf(score);
        if (voto === null) return setProblem(texts.community.scoreRange);
        if (!vista && voto < 0 && !comen.trim()) return setProblem(texts.community.emptyComment);
        setProblem(null);
        onSubmit({ vista, voto, comen });
      }}
    >
      <textarea
        aria-label={texts.community.commentText}
        value={comen}
        maxLength={4000}
        rows={3}
        onChange={(event) => setComen(event.target.value)}
      />
      <div className="comment-form-row">
        <label>
          {texts.community.score}{' '}
          <input
            className="comment-score"
            inputMode="numeric"
            value={score}
            onChange={(event) => setScore(event.target.value)}
            placeholder="0-10"
            size={4}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={vista}
            onChange={(event) => setVista(event.target.checked)}
          />{' '}
          {texts.community.seen}
        </label>
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            {texts.community.cancel}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
