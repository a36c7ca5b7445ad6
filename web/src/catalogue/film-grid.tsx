import type { CompactCard } from '@cineclub/contract';
import { useEffect, useRef } from 'react';
import { texts } from '../texts';
import { FilmTile } from './film-tile';

interface FilmGridProps {
  films: CompactCard[];
  total: number;
  hasMore: boolean;
  loadMore: () => void;
}

/** The tiles of a list; the next page loads when the end of the grid comes near. */
export function FilmGrid({ films, total, hasMore, loadMore }: FilmGridProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  if (!films.length) return <p className="empty">{texts.list.empty}</p>;
  return (
    <>
      <p className="list-count">{texts.list.count(films.length, total)}</p>
      <ul className="grid">
        {films.map((film) => (
          <FilmTile key={film.id} film={film} />
        ))}
      </ul>
      <div ref={end} className="list-end">
        {hasMore ? texts.list.more : null}
      </div>
    </>
  );
}
