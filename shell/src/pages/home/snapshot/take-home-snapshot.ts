import { HOME_SNAPSHOT_KEY, HOME_SNAPSHOT_MAX_CHARS, type HomeSnapshot, type SnapshotStyle } from './home-snapshot-format';

/**
 * Marks the stylesheets inlined in the prerendered page (render-landing.tsx): a picture need not
 * carry them. Here, not with the other marks, so Home's start does without it.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';

/**
 * The page as the learner sees it around Home: the top bar, the main content and the bottom bar,
 * without the notices that come and go (offline, unsent changes, toasts). Only markup: no script,
 * no handler, no id (the live page holds the same ids while the picture is handed over).
 */
export function homePicture(home: Element): string {
  const layout = home.closest('.app-layout');
  let picture: Element;
  if (layout) {
    picture = layout.cloneNode(false) as Element;
    for (const part of layout.children) {
      if (part.matches('.app-layout__top')) {
        const top = part.cloneNode(false) as Element;
        const bar = part.querySelector(':scope > .top-bar');
        if (bar) top.append(bar.cloneNode(true));
        picture.append(top);
      } else if (part.matches('main, .bottom-bar')) picture.append(part.cloneNode(true));
    }
  } else picture = home.cloneNode(true) as Element;
  for (const unsafe of picture.querySelectorAll('script, iframe, object, embed, link, meta, style, base, form')) unsafe.remove();
  for (const element of [picture, ...picture.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      if (/^on/i.test(name) || name === 'id' || name === 'autofocus') element.removeAttribute(name);
    }
  }
  return picture.outerHTML;
}

/** The page's stylesheets the prerendered page lacks: the shell's and the remotes' (all in <head>). */
export function pictureStyles(doc: Document): SnapshotStyle[] {
  return [...doc.head.querySelectorAll<HTMLStyleElement>(`style[id]:not([${PRERENDERED_STYLE_ATTRIBUTE}])`)].map((style) => ({
    id: style.id,
    css: style.textContent ?? '',
  }));
}

/**
 * Keeps Home's picture for this learner and build, replacing the one kept before. A picture over
 * the size limit is not kept (nor is the older one, which no longer shows their Home).
 */
export function saveHomeSnapshot(home: Element, learner: string, build: string, now = Date.now()): boolean {
  const snapshot: HomeSnapshot = { learner, build, savedAt: now, html: homePicture(home), styles: pictureStyles(home.ownerDocument) };
  const text = JSON.stringify(snapshot);
  try {
    if (text.length <= HOME_SNAPSHOT_MAX_CHARS) {
      localStorage.setItem(HOME_SNAPSHOT_KEY, text);
      return true;
    }
    localStorage.removeItem(HOME_SNAPSHOT_KEY);
  } catch {
    // A full or blocked storage keeps no picture; the next visit starts as it did before.
  }
  return false;
}
