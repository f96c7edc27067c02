/** A tiny router over the History API: `/`, `/games/{id}`, `/replay`, `/replay/{id}` and `/tokens`. */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'home' }
  | { page: 'game'; id: string }
  | { page: 'replay'; id: string | null }
  | { page: 'tokens' }
  | { page: 'missing'; path: string };

export function routeOf(path: string): Route {
  if (path === '/' || path === '') return { page: 'home' };
  const game = /^\/games\/([\w-]+)\/?$/.exec(path);
  if (game) return { page: 'game', id: game[1]! };
  const replay = /^\/replay(?:\/([\w-]+))?\/?$/.exec(path);
  if (replay) return { page: 'replay', id: replay[1] ?? null };
  if (/^\/tokens\/?$/.test(path)) return { page: 'tokens' };
  return { page: 'missing', path };
}

export function navigate(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.pathname));
  useEffect(() => {
    const update = () => setRoute(routeOf(location.pathname));
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return route;
}

/** An in-app link: a real `<a href>` (shareable, opens in a new tab) that navigates without a reload. */
export function Link(props: { href: string; children: ComponentChildren; class?: string }) {
  return (
    <a
      href={props.href}
      class={props.class}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
