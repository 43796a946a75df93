/** How long a new page may take to show its heading (a remote and its data loading) before focus stays put. */
const HEADING_WAIT_MS = 15_000;

/** The page's main heading: the first h1 inside main, or any h1 on a page without a main. */
export function mainHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/**
 * Moves focus to an element that is not focusable by itself (a heading, a landmark): -1 makes it
 * focusable by script only, so it adds no stop to the Tab order.
 */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * After a navigation, moves focus to the new page's main heading as soon as it is shown, so
 * keyboard and screen-reader users start on the new page instead of at the top of the document.
 * A page may swap its heading as it loads (a loading heading, then the session's name): focus
 * follows to the new one. It moves only while focus is still where the navigation left it (on the
 * control that navigated, on the heading, or nowhere), and stops at the learner's first key or
 * pointer press, so a learner who has moved on keeps their place. Returns a function that stops
 * watching, for the next navigation.
 */
export function focusMainHeadingWhenShown(doc: Document = document, waitMs = HEADING_WAIT_MS): () => void {
  let movable: Element | null = doc.activeElement;
  const observer = new MutationObserver(() => follow());
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  }
  function follow() {
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== movable) return stop();
    const heading = mainHeading(doc);
    if (!heading || heading === active) return;
    focusElement(heading);
    movable = heading;
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  follow();
  return stop;
}
