import type { ReactNode } from 'react';
import { texts } from '../texts';

/** Small pieces every admin section uses. */

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** Unix seconds as a short Spanish date and time. */
export function formatTime(seconds: number): string {
  return dateTime.format(seconds * 1000);
}

/** A failed call or a refused change, said in the server's words. */
export function Failure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-error">
      {texts.admin.failed(error.message)}
    </p>
  );
}

/** A titled block of a section. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`admin-panel ${className}`} aria-label={title}>
      <h2 className="admin-panel-title">{title}</h2>
      {children}
    </section>
  );
}

/** 'Ver más' under a paged list. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn admin-more"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {texts.admin.more}
    </button>
  );
}
