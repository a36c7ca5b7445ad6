import { posterPath, posterSrcset } from '@cineclub/contract';
import { useEffect, useRef, useState } from 'react';
import { texts } from '../texts';
import { isTyping, whenTypingPauses } from './filter-state';

/**
 * Posters load 300 px before they scroll into view (SPEC §9). Native loading=lazy has no say in
 * the margin, so one IntersectionObserver with that rootMargin watches every poster on the page
 * (one observer for all is much cheaper than one per tile).
 */
export const POSTER_MARGIN = '300px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function whenNear(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        near?.();
      }
    },
    { rootMargin: POSTER_MARGIN },
  );
  waiting.set(element, callback);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/** A film without an uploaded poster (`poster` 0) gets one the server draws, title included. */
export function hasDrawnPoster(film: { poster: number }): boolean {
  return film.poster === 0;
}

type PosterState = 'waiting' | 'loading' | 'shown' | 'failed';

// Posters already fetched and decoded this visit: a tile that mounts again (scrolled back,
// filtered back in) shows its poster at once, without waiting for the observer again.
const loaded = new Set<string>();

/**
 * A poster that asks for its image only when near the viewport. The image is fetched and
 * decoded off-DOM first, so the <img> appears complete (no half-drawn poster) and a failure
 * leaves the placeholder instead of a broken image. A `priority` poster (the first row of a
 * list, the film page's) is in view on arrival and is the page's largest paint: its <img> is
 * there from the first render, asked for at once and ahead of the others (`fetchPriority`),
 * so it paints as soon as it arrives, with no render of its own after the decode (on a first
 * load the page has already preloaded it: server/src/web/page-hints.ts); a failure still
 * takes the <img> away. While 'Filtrar' is being typed, a poster not seen yet is asked for
 * once typing pauses (filter-state.ts), priority or not: the tiles a keystroke brings in are
 * mostly gone at the next one, and building their posters (a drawn one is an SVG document of
 * its own) slowed the keystrokes that followed.
 */
export function LazyPoster({
  id,
  poster,
  title,
  className,
  priority = false,
  sizes = '200px',
}: {
  id: number;
  /** The film's poster id: a new upload changes it, and so the address browsers cache. */
  poster: number;
  title: string;
  className: string;
  priority?: boolean;
  /** How wide the poster shows (`sizes`): 200px on tiles and list cards, 300px on the film page. */
  sizes?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const src = posterPath(id, poster);
  // A drawn poster (SVG) has one size; a stored one is kept at the widths of `posterSrcset`.
  const srcSet = hasDrawnPoster({ poster }) ? undefined : posterSrcset(id, poster);
  const [state, setState] = useState<PosterState>(() => (loaded.has(src) ? 'shown' : 'waiting'));
  const [eager] = useState(() => priority && !isTyping());

  useEffect(() => {
    const element = frame.current;
    if (!element || loaded.has(src)) {
      setState('shown');
      return;
    }
    if (eager) {
      setState('loading');
      return;
    }
    let cancelled = false;
    let stopWaiting = () => {};
    const load = () => {
      setState('loading');
      const image = new Image();
      image.sizes = sizes;
      if (srcSet) image.srcset = srcSet;
      image.src = src;
      image.decode().then(
        () => {
          loaded.add(src);
          if (!cancelled) setState('shown');
        },
        () => !cancelled && setState('failed'),
      );
    };
    setState('waiting');
    const stop = whenNear(element, () => {
      stopWaiting = whenTypingPauses(load);
    });
    return () => {
      cancelled = true;
      stop();
      stopWaiting();
    };
  }, [src, srcSet, sizes, eager]);

  return (
    <div ref={frame} className={`poster ${className}`} data-poster={state}>
      {state === 'shown' || (eager && state !== 'failed') ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={texts.film.posterOf(title)}
          width={200}
          height={300}
          fetchPriority={eager ? 'high' : undefined}
          onLoad={() => {
            loaded.add(src);
            setState('shown');
          }}
          onError={() => setState('failed')}
        />
      ) : null}
    </div>
  );
}
