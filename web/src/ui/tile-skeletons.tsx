import { texts } from '../texts';
import { Skeleton } from './skeleton';

/** Enough placeholder tiles to fill a wide screen; the stylesheet clips the rest. */
const TILES = 24;

/**
 * A list's first load: grey tiles in the shape of the film grid (poster, two title lines), so
 * the page does not jump when the films arrive. Announced once as 'Cargando...'.
 */
export function TileSkeletons() {
  return (
    <div className="tile-skeletons" role="status">
      <span className="visually-hidden">{texts.list.loading}</span>
      {Array.from({ length: TILES }, (_, tile) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles never move.
        <Skeleton key={tile} className="tile-skeleton" lines={2} />
      ))}
    </div>
  );
}
