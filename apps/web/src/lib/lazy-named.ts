/**
 * Code that a first view does not need loads on demand (issue 13: within 250 KiB of gzip
 * JavaScript to show the sign-in and search routes, measured by `npm run bench:bundle`): each
 * route's page, the signed-in shell, and the dialogs and drawers a page opens later.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; each component keeps the props it declares
type AnyComponent = ComponentType<any>;

/** A lazily loaded component that can be asked to start loading before it first renders. */
export type LazyNamed<C extends AnyComponent> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module with named exports (ours have no default exports; tests import the
 * names directly). `preload()` starts the download early, e.g. while the session is checked or
 * once the page is idle, so the component renders at once when it is wanted.
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyNamed<M[K]> {
  let pending: Promise<M> | null = null;
  const loadOnce = () => {
    // A failed download is retried next time rather than cached (a deploy or a lost connection).
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
  const component = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(component, { preload: loadOnce });
}
