import { splitForMiddleCut } from '../lib/middle-cut';

/**
 * A name on one line that, when its box is too narrow, is shortened in the middle: the head
 * ends in '…' and the tail (what tells one file of a film from another) stays. Screen
 * readers and the pointer's tooltip get the whole name.
 */
export function MiddleCut({ name, className }: { name: string; className?: string }) {
  const { head, tail } = splitForMiddleCut(name);
  return (
    <span className={`middle-cut${className ? ` ${className}` : ''}`} title={name}>
      {head ? <span className="middle-cut-head">{head}</span> : null}
      <span className="middle-cut-tail">{tail}</span>
    </span>
  );
}
