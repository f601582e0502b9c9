// Moves the reader to a section of the current page (an in-page link such as "#calculator", or a
// redirect to "/#calculator"): scrolls it into view (smoothly unless reduced motion is asked for)
// and focuses its heading, so keyboard and screen-reader users land there too.

/** The element with this id (a "#fragment" or a bare id); null when the page has none. */
export function sectionById(fragment: string): HTMLElement | null {
  const id = fragment.replace(/^#/, '');
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return null;
  }
}

/** Scrolls to the section and focuses its first heading (or the section); false when it is not on the page. */
export function jumpToSection(fragment: string): boolean {
  const section = sectionById(fragment);
  if (!section) return false;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  const target = section.querySelector<HTMLElement>('h2, h3') ?? section;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}
