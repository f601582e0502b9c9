// After each navigation: scroll to the top (except back/forward, where the browser restores the
// position) and move focus to the new page's main heading, so screen readers announce it; a
// navigation to a section ("/#calculator") goes to that section and its heading instead.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { jumpToSection } from '../lib/jump-to-section.ts';

export function focusMainHeading(): void {
  const main = document.getElementById('continut');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const key = pathname + hash;
    const previous = last.current;
    last.current = key;
    if (previous === null || previous === key) return; // the first load keeps the browser's focus start
    if (navigationType !== 'POP' && hash && jumpToSection(hash)) return;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    focusMainHeading();
  }, [pathname, hash, navigationType]);
}
