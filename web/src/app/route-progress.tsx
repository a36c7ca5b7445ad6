import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { createDelayedFlag } from '../lib/delayed-flag';
import { texts } from '../texts';

/** Waits shorter than this never show the bar. */
const SHOW_AFTER_MS = 200;

/**
 * Whether the screen is still arriving: a navigation runs its loader and lazy import, or the
 * new screen's queries are still fetching. Fetches after the screen settled (a hover card, the
 * next page of a list) are not a route loading and do not count.
 */
function useRouteBusy(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const { key } = useLocation();
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    if (!fetching && !navigating) setSettledKey(key);
  }, [fetching, navigating, key]);
  return navigating || (fetching && settledKey !== key);
}

/** A thin indeterminate bar at the top of the window while a screen loads (issue 15). */
export function RouteProgress() {
  const busy = useRouteBusy();
  const [shown, setShown] = useState(false);
  const [flag] = useState(() => createDelayedFlag(SHOW_AFTER_MS, setShown));
  useEffect(() => flag.set(busy), [flag, busy]);
  useEffect(() => flag.dispose, [flag]);
  if (!shown) return null;
  return (
    <div className="route-progress" role="progressbar" aria-label={texts.states.routeLoading}>
      <div className="route-progress-fill" />
    </div>
  );
}
