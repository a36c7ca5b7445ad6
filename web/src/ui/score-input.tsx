import { useId } from 'react';

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * A score from 0 to 10, or none (-1), as a group of native radio buttons: a click or a tap picks
 * one, Tab enters the group and the arrow keys move along it, and a screen reader names the
 * group and each value. A score out of range cannot be picked at all.
 */
export function ScoreInput({
  value,
  onChange,
  label,
  noneLabel,
}: {
  value: number;
  onChange: (score: number) => void;
  label: string;
  noneLabel: string;
}) {
  const name = useId();
  const option = (score: number) => (
    <label key={score} className={score < 0 ? 'score-option score-none' : 'score-option'}>
      <input
        type="radio"
        name={name}
        value={score}
        checked={value === score}
        onChange={() => onChange(score)}
      />
      <span className="score-face">{score < 0 ? noneLabel : score}</span>
    </label>
  );
  return (
    <div className="score-input" role="radiogroup" aria-labelledby={`${name}-label`}>
      <span id={`${name}-label`} className="field-label">
        {label}
      </span>
      <div className="score-options">
        {SCORES.map(option)}
        {option(-1)}
      </div>
    </div>
  );
}
