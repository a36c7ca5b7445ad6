import { type RefObject, useEffect, useState } from 'react';
import { texts } from '../texts';

/** '^^': shown only while the header is out of view (SPEC §2); it jumps back to the top. */
export function BackToTop({ header }: { header: RefObject<HTMLElement | null> }) {
  const [headerHidden, setHeaderHidden] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setHeaderHidden(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return (
    <button
      type="button"
      className="btn back-to-top"
      hidden={!headerHidden}
      aria-label={texts.header.backToTopLabel}
      title={texts.header.backToTopLabel}
      // Instant: a smooth scroll over a long windowed list is cut short whenever rows above
      // are measured on the way, and a jump is what a long list needs anyway.
      onClick={() => window.scrollTo(0, 0)}
    >
      {texts.header.backToTop}
    </button>
  );
}
