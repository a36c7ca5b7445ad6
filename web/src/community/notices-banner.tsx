import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { communityKeys } from '../api/query-keys';
import { formatShortDate } from '../lib/format';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { IconButton } from '../ui/button';
import { NoticeText } from '../ui/notice-text';
import { dismissNotice, noticesQuery } from './api';

/**
 * The notices of SPEC §2 above the header: date, text with `%id%title%` film links, and a
 * delete button. A signed-in user's deletion is kept by the server; a visitor's lasts for the
 * visit. On a phone (app/phone.css) they fold to the first notice's one line until tapped, so
 * the page starts near the top of the screen. Folded, the line is one target: a tap anywhere
 * on it unfolds it (its links, cut short and partly under the buttons, answer once unfolded),
 * and the '+N' beside the toggle only shows how many notices wait; the toggle's name says it.
 */
export function NoticesBanner() {
  const { data: notices = [] } = useQuery(noticesQuery());
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [unfolded, setUnfolded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const dismiss = useMutation({
    mutationFn: dismissNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.notices() }),
  });
  const shown = notices.filter((notice) => !hidden.has(notice.id));
  const cut = useFirstLineCut(list, shown.length);
  if (!shown.length) return null;
  const foldable = unfolded || shown.length > 1 || cut;
  const folded = foldable && !unfolded;
  const toggleLabel = unfolded
    ? texts.community.foldNotices
    : texts.community.unfoldNotices(shown.length);
  return (
    // A tap on the folded line unfolds it; the toggle button is the keyboard's way.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the toggle button inside it has the keys.
    <aside
      className="notices"
      aria-label={texts.community.noticesLabel}
      data-unfolded={unfolded || undefined}
      data-folded={folded || undefined}
      onClick={(event) => {
        const onControl = (event.target as Element).closest('a, button');
        if (folded && !onControl) setUnfolded(true);
      }}
    >
      <ul ref={list} id="notices-list">
        {shown.map((notice) => (
          <li key={notice.id} className="notice">
            <time dateTime={new Date(notice.fec * 1000).toISOString()}>
              {formatShortDate(new Date(notice.fec * 1000))}
            </time>
            <NoticeText text={notice.que} />
            <IconButton
              icon={X}
              label={texts.community.deleteNotice}
              danger
              onClick={() => {
                setHidden((current) => new Set(current).add(notice.id));
                if (user) dismiss.mutate(notice.id);
              }}
            />
          </li>
        ))}
      </ul>
      {folded && shown.length > 1 ? (
        <span className="notices-more" aria-hidden="true">
          +{shown.length - 1}
        </span>
      ) : null}
      {foldable ? (
        <IconButton
          icon={ChevronDown}
          label={toggleLabel}
          className="notices-toggle"
          aria-expanded={unfolded}
          aria-controls="notices-list"
          onClick={() => setUnfolded(!unfolded)}
        />
      ) : null}
    </aside>
  );
}

/** Whether the first notice's text is cut short by its one line (only a phone cuts it). */
function useFirstLineCut(list: RefObject<HTMLUListElement | null>, count: number): boolean {
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is a new first notice.
  useLayoutEffect(() => {
    const text = list.current?.querySelector<HTMLElement>('.notice-text');
    if (!text) return;
    const measure = () => setCut(text.scrollWidth > text.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [list, count]);
  return cut;
}
