import { classes } from './button';

/**
 * A grey placeholder block in the shape of what is loading. `label` is read by screen readers
 * (e.g. 'Cargando...'), so the wait is announced once, not per block.
 */
export function Skeleton({
  className,
  label,
  lines = 0,
}: {
  className?: string;
  label?: string;
  lines?: number;
}) {
  return (
    <div className={classes('skeleton-group', className)} role={label ? 'status' : undefined}>
      {label ? <span className="visually-hidden">{label}</span> : null}
      <div className="skeleton skeleton-block" aria-hidden="true" />
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines never move.
        <div key={line} className="skeleton skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
