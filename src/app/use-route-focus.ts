// After each navigation, move focus to the new page's main heading so screen readers announce it
// (and keyboard users continue from the content). Scrolling is left to <ScrollRestoration />.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function focusMainHeading(): void {
  const main = document.getElementById('continut');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first load keeps the browser's own focus start
      return;
    }
    focusMainHeading();
  }, [pathname]);
}
