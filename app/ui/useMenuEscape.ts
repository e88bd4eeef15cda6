import { useEffect } from 'react';

/**
 * Escape closes the open disclosure menu (`<details>`) that holds the focus and returns the focus to
 * its summary; with the focus elsewhere it closes every open menu marked `data-menu`. One listener
 * for the whole document, installed by the root.
 */
export function useMenuEscape() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      const holder = active instanceof Element ? active.closest<HTMLDetailsElement>('details[open]') : null;
      if (holder) {
        event.preventDefault();
        holder.open = false;
        holder.querySelector<HTMLElement>(':scope > summary')?.focus();
        return;
      }
      const menus = document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');
      if (menus.length) event.preventDefault();
      menus.forEach((menu) => (menu.open = false));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
