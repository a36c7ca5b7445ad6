import { useEffect } from 'react';
import { texts } from '../texts';

/** The browser tab names the screen, so tabs and history entries can be told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${texts.siteName}` : texts.siteName;
  }, [title]);
}
