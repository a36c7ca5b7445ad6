import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { classes } from './button';

/** A rounded tag, e.g. a film's list membership; give it a link as child to make it one. */
export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={classes('chip', className)}>{children}</span>;
}

type Tone = 'neutral' | 'accent' | 'success' | 'danger';

/** A small status label, e.g. 'Vista' on a comment, with an optional icon. */
export function Badge({
  children,
  tone = 'neutral',
  icon: Icon,
}: {
  children: ReactNode;
  tone?: Tone;
  icon?: LucideIcon;
}) {
  return (
    <span className={classes('badge', `badge-${tone}`)}>
      {Icon ? <Icon size={14} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
