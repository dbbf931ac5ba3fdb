import { i18n, NOT_FOUND_LINK, NOT_FOUND_TITLE, t } from '@khel/shared';
import { CONSOLE, NOT_FOUND_HTML, SHELL, layoutAt } from './layout';

/**
 * Puts the layout (layout.ts) on the page and keeps it there on every route change:
 *
 *   body > div.khel-chrome > div#single-spa-application:@khel/shell      (the header and menus, every player path)
 *   body > main.khel-main  > div.khel-shell-page                          (the shell's own pages)
 *                          | div#single-spa-application:<module>          (the module owning the path)
 *                          | div.khel-not-found                           (nobody owns it)
 *   body > div#single-spa-application:@khel/backoffice                   (/backoffice/*, alone)
 *
 * The page changes on single-spa's before-mount-routing-event: after the modules leaving have unmounted (their
 * areas go) and before the modules arriving mount (their areas are there for app-frame.ts to fill). Nodes that stay
 * are never moved, so a mounted module keeps its DOM.
 */
export interface Layout {
  /** Arranges the page for the current path (also done on every single-spa routing event). */
  arrange(): void;
  stop(): void;
}

function element(tag: string, className: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/** Makes `wanted` the first children of `parent`, in order, and takes away the `managed` nodes not wanted. */
function place(parent: Node, wanted: Node[], managed: Iterable<Node>): void {
  for (const node of managed) if (!wanted.includes(node) && node.parentNode === parent) parent.removeChild(node);
  let cursor: Node | null = parent.firstChild;
  for (const node of wanted) {
    if (node !== cursor) parent.insertBefore(node, cursor);
    cursor = node.nextSibling;
  }
}

export function startLayout(root: HTMLElement = document.body, path: () => string = () => window.location.pathname): Layout {
  const areas = new Map<string, HTMLElement>();
  const area = (name: string) => {
    let el = areas.get(name);
    if (!el) {
      el = document.createElement('div');
      el.id = `single-spa-application:${name}`;
      areas.set(name, el);
    }
    return el;
  };
  const chrome = element('div', 'khel-chrome');
  chrome.append(area(SHELL));
  const main = element('main', 'khel-main');
  const shellPage = element('div', 'khel-shell-page');
  const notFound = document.createRange().createContextualFragment(NOT_FOUND_HTML).firstElementChild as HTMLElement;
  // The 404 page in the player's language (and again when the language file arrives or changes).
  const translateNotFound = () => {
    notFound.querySelector('h1')!.textContent = t(NOT_FOUND_TITLE);
    notFound.querySelector('a')!.textContent = t(NOT_FOUND_LINK);
  };
  translateNotFound();
  i18n.on('languageChanged', translateNotFound);

  const arrange = () => {
    const at = layoutAt(path());
    if (at.apps[0] === CONSOLE) {
      place(root, [area(CONSOLE)], [chrome, main, area(CONSOLE)]);
      return;
    }
    const inMain = [...(at.shellPage ? [shellPage] : []), ...at.apps.slice(1).map(area), ...(at.notFound ? [notFound] : [])];
    place(main, inMain, [shellPage, notFound, ...areas.values()]);
    place(root, [chrome, main], [chrome, main, area(CONSOLE)]);
  };

  arrange();
  window.addEventListener('single-spa:before-mount-routing-event', arrange);
  return {
    arrange,
    stop: () => {
      window.removeEventListener('single-spa:before-mount-routing-event', arrange);
      i18n.off('languageChanged', translateNotFound);
    },
  };
}
