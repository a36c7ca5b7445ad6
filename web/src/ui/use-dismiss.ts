import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup on Escape or on a press outside `container`, as a menu is expected to. Header
 * menus are <details> elements (open/close and keyboard for free) and need no options; a panel
 * of its own state passes `open` and `close`.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  { open = true, close }: { open?: boolean; close?: () => void } = {},
): void {
  useEffect(() => {
    if (!open) return;
    const details = () =>
      container.current instanceof HTMLDetailsElement ? container.current : null;
    const isOpen = () => details()?.open ?? true;
    const dismiss = (refocus: boolean) => {
      if (close) return close();
      const menu = details();
      if (!menu) return;
      menu.open = false;
      if (refocus) menu.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOpen() && !container.current?.contains(event.target as Node)) dismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen()) dismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, open, close]);
}
