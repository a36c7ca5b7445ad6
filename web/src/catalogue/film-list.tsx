import type { AnyCard, FullCard, PersonRole } from '@cineclub/contract';
import {
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { texts } from '../texts';
import { DownloadableChip, HiddenByFilter } from './downloadable-filter';
import { useCatalogueExtensions } from './extensions';
import { FilmCard } from './film-card';
import { FilmTile } from './film-tile';
import { filterFilms, haystackOf } from './filter';
import { useFilterText } from './filter-state';
import { gridMetrics, rowCount, rowItems } from './grid-layout';
import { useCanDownload, useIsAdmin, useSignedInForLayout } from './permissions';
import { downloadMarkTells } from './tile-badges';
import { tileMetaShown } from './tile-meta';
import { useSettings } from './use-settings';
import { useWindowVirtualizer, type VirtualItem } from './window-virtualizer';

export interface FilmListProps {
  films: AnyCard[];
  total: number;
  hasMore: boolean;
  loadMore: () => void;
  /** The next page failed: say so and offer to try again. */
  loadMoreFailed?: boolean;
  /** The settings changed and the list shown is the previous one until the new one arrives. */
  updating?: boolean;
  /**
   * Films 'Sólo descargables' hid (the answer's `ocultas`); undefined when the filter is off.
   */
  hidden?: number;
  /** A person's list: their roles in each film, by film id (the answer's `papeles`). */
  roles?: Record<string, PersonRole[]>;
  /** A mark on every tile (the films 'Sólo descargables' hid: 'Sin archivos'). */
  mark?: string;
}

function isFullCard(film: AnyCard): film is FullCard {
  return 'arcs' in film;
}

/**
 * A film list: compact tiles in a grid, or full cards one under another when 'Fichas
 * completas' is on. Only the rows near the viewport are in the DOM (window virtualization), so
 * 1,000 films scroll and filter without freezing the page. The 'Filtrar' text is applied through
 * useDeferredValue: the box stays responsive and the list follows a moment later.
 */
export function FilmList({
  films,
  total,
  hasMore,
  loadMore,
  loadMoreFailed,
  updating,
  hidden,
  mark,
}: FilmListProps) {
  const { afoto, despFicha } = useSettings();
  const filter = useDeferredValue(useFilterText());
  const shown = useMemo(() => filterFilms(films, filter), [films, filter]);
  // Build each film's searchable text while the page is idle, so the first keystroke is as
  // quick as the next ones.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => {
      for (const film of films) haystackOf(film);
    });
    return () => cancel(handle);
  }, [films]);
  // Full cards only when the answer has them (the previous, compact answer may still be shown).
  const fullCards = despFicha && films.length > 0 && films.every(isFullCard);

  if (!films.length && !hidden) return <p className="empty">{texts.list.empty}</p>;
  return (
    <div className={updating ? 'film-list updating' : 'film-list'} data-filter={filter}>
      <p className="list-count" aria-live="polite">
        {filter.trim()
          ? texts.list.filtered(shown.length, films.length, total)
          : texts.list.count(films.length, total)}
        {updating ? ` · ${texts.list.updating}` : null}
        {hidden === undefined ? null : <DownloadableChip />}
      </p>
      {hidden ? <HiddenByFilter count={hidden} /> : null}
      {shown.length === 0 && films.length > 0 ? (
        <p className="empty">{texts.list.noMatch}</p>
      ) : null}
      <WindowedFilms
        films={shown}
        fullCards={fullCards}
        showPoster={afoto}
        onNearEnd={hasMore && !loadMoreFailed ? loadMore : undefined}
        mark={mark}
      />
      <div className="list-end">
        {loadMoreFailed ? (
          <button type="button" className="btn" onClick={loadMore}>
            {texts.list.retry}
          </button>
        ) : hasMore ? (
          texts.list.more
        ) : null}
      </div>
    </div>
  );
}

/** Tile sizes of the grid; they follow the CSS breakpoint of phones. */
const TILE = { wide: { min: 150, gap: 16 }, narrow: { min: 110, gap: 10 } } as const;
const PHONE_WIDTH = 480;
/**
 * Under a tile without poster: two title lines (2.8em) and a gap (0.2rem); under every tile the
 * line of year, position and badges (1.5rem) after another gap, as tiles.css keeps every tile.
 * Exact: rows of tiles are never measured (their tiles are placed one by one), so they never
 * jump while scrolling. Over posters there are no title lines: a drawn poster carries its
 * title, an uploaded one has it printed on its foot (film-tile.tsx).
 */
const TILE_TITLE = 16 * (2.8 + 0.2);
/** The line of year, position and badges, and its gap; a row without it (tile-meta.ts). */
const TILE_META = 16 * (1.5 + 0.2);
const TILE_TEXT = TILE_TITLE + TILE_META;
/** A tile without poster adds its padding and border, and has no gap above its title. */
const TILE_FRAME = 18 - 16 * 0.2;
const CARD_ESTIMATE = 440;

function WindowedFilms({
  films,
  fullCards,
  showPoster,
  onNearEnd,
  mark,
}: {
  films: AnyCard[];
  fullCards: boolean;
  showPoster: boolean;
  onNearEnd: (() => void) | undefined;
  mark: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const canDownload = useCanDownload();
  const signedIn = useSignedInForLayout();
  const isAdmin = useIsAdmin();
  const extensions = useCatalogueExtensions();
  const marks = extensions.useMarks();
  const width = useWidth(container);
  const scrollMargin = useDocumentTop(container);
  const size = width && width < PHONE_WIDTH ? TILE.narrow : TILE.wide;
  const { columns, tileWidth } = fullCards
    ? { columns: 1, tileWidth: width }
    : gridMetrics(width, size.min, size.gap);
  const estimate = fullCards
    ? CARD_ESTIMATE
    : showPoster
      ? tileWidth * 1.5 + TILE_META + size.gap
      : TILE_FRAME + TILE_TEXT + size.gap;
  const rows = rowCount(films.length, columns);
  const downloadMark = canDownload && downloadMarkTells(films);
  // Whether a row's tiles show the line of year and badges under the posters: it sets the
  // row's height, and is part of the row's key so that a filter that changes it has the row's
  // size worked out again.
  const rowHasMeta = useCallback(
    (row: number) =>
      fullCards ||
      !showPoster ||
      rowItems(films, row, columns).some((film) => tileMetaShown(film, showPoster, signedIn)),
    [films, columns, fullCards, showPoster, signedIn],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: (row) => estimate - (rowHasMeta(row) ? 0 : TILE_META),
    getItemKey: useCallback(
      (row: number) => `${row}${rowHasMeta(row) ? '' : '-nometa'}`,
      [rowHasMeta],
    ),
    // Rows kept beyond the viewport: enough for a quick scroll, few enough to keep a filter
    // keystroke's re-render small.
    overscan: 2,
    scrollMargin,
  });
  // A new width or layout changes every row's height: forget the old measurements.
  useEffect(() => {
    if (estimate > 0) virtualizer.measure();
  }, [virtualizer, estimate]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  // Ask for the next page while the last rows are near: with a narrow filter that is at once,
  // so a filter goes on to cover the whole list.
  useEffect(() => {
    if (onNearEnd && lastIndex >= rows - 3) onNearEnd();
  }, [onNearEnd, lastIndex, rows]);

  const top = (item: VirtualItem) => item.start - virtualizer.options.scrollMargin;
  return (
    <div
      ref={container}
      className="film-rows"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {width === 0 ? null : fullCards ? (
        // Full cards stack one per row, each row measured (a card's height depends on its text).
        items.map((item) => (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="film-row"
            style={{ transform: `translateY(${top(item)}px)` }}
          >
            {rowItems(films, item.index, columns).map((film) =>
              isFullCard(film) ? (
                <FilmCard
                  key={film.id}
                  film={film}
                  showPoster={showPoster}
                  peopleLimit={6}
                  downloads={canDownload ? extensions.downloads?.(film) : undefined}
                  admin={isAdmin ? extensions.admin?.(film) : undefined}
                />
              ) : null,
            )}
          </div>
        ))
      ) : (
        // Tiles make one list keyed by film, each placed by its row and column: a keystroke
        // that moves a film to another row moves its tile (a new transform) instead of
        // building it again with its poster, and unchanged tiles skip rendering (memo).
        <ul className="film-grid">
          {items.flatMap((item) =>
            rowItems(films, item.index, columns).map((film, column) => (
              <FilmTile
                key={film.id}
                film={film}
                showPoster={showPoster}
                marks={marks?.get(film.id)}
                downloadMark={downloadMark}
                metaShown={tileMetaShown(film, showPoster, signedIn)}
                mark={mark}
                priority={item.index === 0}
                x={column * (tileWidth + size.gap)}
                y={top(item)}
                width={tileWidth}
              />
            )),
          )}
        </ul>
      )}
    </div>
  );
}

/** The element's content width, kept current. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Where the list starts in the document: the window virtualizer needs it (its scrollMargin).
 * The header and the notices above can change height after load, so it is re-read whenever
 * the page's layout changes size.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
