// The tab's links, handled by the tab instead of vike's automatic link handling.
//
// vike gives every link an IntersectionObserver of its own and routes each link that comes into
// view (its router and our onBeforeRoute) before it reads the prefetch setting, even at its default
// of prefetching on hover only. On a grid that is one long task at load for the links in view and
// more at every scroll, with an observer per link (docs/decisions.md, 32 "The tab follows its own
// links"). So the tab asks vike to leave its links alone and does what vike did with them:
// a plain left click on a link of the site renders the page on the client, and pointing at one
// (mouse over, touch start) loads the page's code, as vike's default 'hover' prefetch did.

/** What the tab needs of vike's client router. */
export interface LinkRouter {
  navigate(url: string, options?: { keepScrollPosition?: boolean }): Promise<void>;
  prefetch(url: string): Promise<void>;
}

/** The page's address, as `window.location` gives it. */
interface Here {
  href: string;
  origin: string;
}

declare global {
  interface Window {
    /** vike's switch (runtime-client-routing/isLinkSkipped.js): only `data-vike-link` links are its own. */
    _disableAutomaticLinkInterception?: boolean;
  }
}

function withoutHash(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}

/**
 * The path (with query and hash) a click on `link` renders on the client, or null when the browser
 * should follow the link itself: another site or scheme, a new window, a download, a link the page
 * opted out (`data-vike="false"`, as with vike) or a jump within this page.
 */
export function clientPathOf(link: Element, here: Here): string | null {
  const href = link.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#')) return null;
  if (link.getAttribute('data-vike') === 'false') return null;
  const target = link.getAttribute('target');
  if (target === '_blank' || target === '_external') return null;
  if (link.getAttribute('rel') === 'external' || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.hash && withoutHash(url) === withoutHash(new URL(here.href))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link an event happened in, if any. */
function linkOf(event: Event): Element | null {
  const target = event.target;
  return target instanceof Element ? target.closest('a') : null;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey;
}

/**
 * Takes the site's links over from vike for the life of the tab. Handlers on a link run before
 * this one (it listens on the document); like vike's, it does not look at `defaultPrevented`: a
 * link that handles its own clicks says so with `data-vike="false"`.
 */
export function installLinkNavigation(router: LinkRouter, win: Window = window): void {
  win._disableAutomaticLinkInterception = true;
  const { document } = win;
  document.addEventListener('click', (event) => {
    const link = isPlainLeftClick(event) ? linkOf(event) : null;
    const path = link && clientPathOf(link, win.location);
    if (!path) return;
    event.preventDefault();
    // The linked page opens at its top, as vike would open it. vike first reads the window's scroll
    // position (to skip a scroll that is not needed), and just after a render that read lays the
    // whole new page out inside the script, a long task when a conversation opens from the
    // messenger's list. Scrolling to the top needs no layout, so the page is laid out once, before
    // it is painted (the scroll runs in the promise callbacks after vike's render). A link to a
    // place in a page is left to vike, which scrolls to it.
    const top = !path.includes('#');
    void router.navigate(path, { keepScrollPosition: top }).then(() => top && win.scrollTo(0, 0));
  });
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = linkOf(event);
    const path = link && clientPathOf(link, win.location)?.replace(/#.*$/, '');
    if (!path || prefetched.has(path)) return;
    prefetched.add(path);
    // A failed prefetch costs nothing: the click loads the page's code again.
    router.prefetch(path).catch(() => prefetched.delete(path));
  };
  document.addEventListener('mouseover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
}
