import type { CompactCard } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type FocusEvent,
  memo,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { filmPath } from '../lib/film-path';
import type { FilmMarks } from '../lib/marks';
import { texts } from '../texts';
import { fichaQuery } from './api';
import { ClubScore, FilmFacts, FilmPeople, FilmRating, ListMemberships } from './film-facts';
import { createHoverIntent } from './hover-intent';
import { hasDrawnPoster, LazyPoster } from './lazy-poster';
import { usePositionLabel } from './list-position';
import { TileBadges, TileClubScore } from './tile-badges';

/** SPEC §9: a compact card loads full details after 300 ms of hover. */
export const HOVER_DELAY_MS = 300;
const POPOVER_WIDTH = 340;
/** The room a popover leaves between itself and the window's edges, in pixels. */
const EDGE = 8;

type PopoverSide = 'right' | 'left' | 'below';

function sideFor(tile: HTMLElement): PopoverSide {
  const rect = tile.getBoundingClientRect();
  if (rect.right + POPOVER_WIDTH + EDGE <= window.innerWidth) return 'right';
  if (rect.left - POPOVER_WIDTH - EDGE >= 0) return 'left';
  return 'below';
}

/**
 * Keeps a popover within the window's height: up by as much as it passes the bottom, never
 * above the top. Below its tile, it opens above the tile when there is room there.
 */
function fitHeight(element: HTMLElement, side: PopoverSide) {
  const box = element.getBoundingClientRect();
  const bottom = window.innerHeight - EDGE;
  if (box.bottom <= bottom) return;
  const tile = element.parentElement?.getBoundingClientRect();
  if (side === 'below' && tile && tile.top - box.height >= EDGE) {
    element.style.top = 'auto';
    element.style.bottom = '100%';
    return;
  }
  const up = Math.min(box.bottom - bottom, box.top - EDGE);
  if (up > 0) element.style.top = `calc(${getComputedStyle(element).top} - ${up}px)`;
}

/**
 * A list tile: poster, title and year, linking to the film's card. A poster the server drew
 * (`poster` 0) already shows the title, year and director, so the caption under it is left to
 * screen readers; an uploaded poster has its title on a band at its foot, so every tile with a
 * poster is as tall as the others. The signed-in user's marks show as small badges
 * on the line under the poster, where they never hide a poster's text. Resting the pointer (or
 * keyboard focus) on it for 300 ms fetches the full card and shows it beside the tile; a
 * pointer that passes by fetches nothing. Touch has no hover: a tap simply opens the film.
 * Memoized: a filter keystroke re-renders only the tiles that change (`marks` is the same
 * object for a film until the user's marks change).
 */
export const FilmTile = memo(function FilmTile({
  film,
  showPoster,
  marks,
  downloadMark,
  metaShown,
  note,
  mark,
  priority = false,
  x,
  y,
  width,
}: {
  film: CompactCard;
  showPoster: boolean;
  marks?: FilmMarks;
  /** Whether a film with files is marked so (downloadMarkTells: not where every film has). */
  downloadMark: boolean;
  /** Whether the line under the poster shows (tile-meta.ts); else it is for screen readers. */
  metaShown: boolean;
  /** A line under the tile's own (a person's roles in the film, on the person page). */
  note?: string;
  /** A label on the tile's corner ('Sin archivos' on films 'Sólo descargables' hid). */
  mark?: string;
  /** In the first row of the list: its poster is asked for at once (LazyPoster). */
  priority?: boolean;
  /** Its place in a windowed grid (film-list.tsx), in pixels; a plain grid leaves it to CSS. */
  x?: number;
  y?: number;
  width?: number;
}) {
  const tile = useRef<HTMLLIElement>(null);
  const position = usePositionLabel();
  const detailsId = useId();
  const [side, setSide] = useState<PopoverSide | null>(null);
  const [intent] = useState(() =>
    createHoverIntent(HOVER_DELAY_MS, {
      onIntent: () => setSide(tile.current ? sideFor(tile.current) : 'right'),
      onLeave: () => setSide(null),
    }),
  );
  useEffect(() => () => intent.dispose(), [intent]);

  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') intent.enter();
  };
  const blur = (event: FocusEvent) => {
    // Focus moving inside the tile (to a link of the popover) is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget)) intent.leave();
  };
  // A drawn poster shows the title and year itself: under it they are for screen readers only.
  const drawn = showPoster && hasDrawnPoster(film);
  const hidden = drawn ? ' visually-hidden' : '';
  // An uploaded poster's title is printed on its foot, not under it: a title under one tile
  // made its row two lines taller than the drawn posters' rows (issue 47).
  const overlaid = showPoster && !drawn;

  return (
    <li
      ref={tile}
      className={`tile${showPoster ? '' : ' no-poster'}`}
      data-film={film.id}
      style={width === undefined ? undefined : { width, transform: `translate(${x}px, ${y}px)` }}
      onPointerEnter={enter}
      onPointerLeave={() => intent.leave()}
      onFocus={() => intent.enter()}
      onBlur={blur}
    >
      <Link
        to={filmPath(film)}
        className="tile-link"
        aria-describedby={side ? detailsId : undefined}
      >
        {showPoster ? (
          <span className="tile-art">
            <LazyPoster
              id={film.id}
              poster={film.poster}
              title={film.nom}
              className="tile-poster"
              priority={priority}
            />
            {overlaid ? <span className="tile-title tile-title-over">{film.nom}</span> : null}
          </span>
        ) : null}
        {overlaid ? null : <span className={`tile-title${hidden}`}>{film.nom}</span>}
        {note ? <span className="tile-note">{note}</span> : null}
        {mark ? <span className="tile-mark">{mark}</span> : null}
        <span className={`tile-meta${metaShown ? '' : ' visually-hidden'}`}>
          <span className={`tile-year${hidden}`}>{film.anio ?? texts.film.noYear}</span>
          {film.idx !== undefined ? <span className="tile-idx">{position(film.idx)}</span> : null}
          <TileClubScore film={film} />
          <TileBadges marks={marks} downloadable={downloadMark && film.numed2 > 0} />
        </span>
      </Link>
      {side ? <TileDetails id={film.id} side={side} elementId={detailsId} /> : null}
    </li>
  );
});

function TileDetails({
  id,
  side,
  elementId,
}: {
  id: number;
  side: PopoverSide;
  elementId: string;
}) {
  const { data: film, isError } = useQuery(fichaQuery(id));
  const popover = useRef<HTMLDivElement>(null);
  // Below its tile a popover starts at the tile's left edge: under a tile near the window's
  // right edge it went past the window, and the page scrolled sideways. It moves left as far as
  // it must (its width is the stylesheet's, whatever it holds). Beside the tile, the
  // stylesheet's place stands (a popover moved below and then placed beside keeps no shift).
  // Then, as its text arrives, it is kept whole in the window's height (issue 47): beside the
  // tile it moves up; below it, it opens above the tile instead, or moves up as far as it must.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the details' arrival changes its height.
  useLayoutEffect(() => {
    const element = popover.current;
    if (!element) return;
    element.style.left = '';
    element.style.top = '';
    element.style.bottom = '';
    if (side === 'below') {
      const box = element.getBoundingClientRect();
      const past = box.right - (document.documentElement.clientWidth - EDGE);
      const shift = Math.max(0, Math.min(past, box.left - EDGE));
      if (shift > 0) element.style.left = `${-shift}px`;
    }
    fitHeight(element, side);
  }, [side, film]);
  return (
    <div
      ref={popover}
      id={elementId}
      className={`tile-popover tile-popover-${side}`}
      role="tooltip"
    >
      {film ? (
        <>
          <p className="tile-popover-title">{film.nom}</p>
          {film.nomo && film.nomo !== film.nom ? (
            <p className="film-other-title">{film.nomo}</p>
          ) : null}
          <FilmFacts film={film} />
          <p className="film-score">
            <FilmRating film={film} />
            <ClubScore film={film} />
          </p>
          <FilmPeople film={film} limit={4} plain />
          {film.arg ? <p className="film-synopsis clamp">{film.arg}</p> : null}
          <ListMemberships film={film} plain />
          {film.numed2 || film.numdnt ? (
            <p className="film-files-count">{texts.film.fileCount(film.numed2, film.numdnt)}</p>
          ) : null}
        </>
      ) : (
        <p className="muted">{isError ? texts.film.notFound : texts.film.loading}</p>
      )}
    </div>
  );
}
