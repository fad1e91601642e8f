import { memo, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A part of a page that is there only sometimes (a dialog, a provider tab, a step of a form), whose
 * script loads only when it is (decision 0040). The server renders it whole (entry.server waits
 * for everything), so a page opened with it shows it at once, with JavaScript or without; in the
 * browser React keeps that HTML until the script has come, then hydrates it. A page without the
 * part never loads its script.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const begin = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      // Its script did not come (offline, or an old deploy's file gone): the part is left out
      // rather than the page held; a reload brings it back.
      (error: unknown) => {
        console.error(error);
        Loaded = () => null;
      },
    ));

  // Throwing the promise is how a component waits for its code under Suspense (React.lazy does
  // the same); ours skips the wait once the code is here.
  function Part(props: P): ReactNode {
    if (Loaded) return <Loaded {...props} />;
    throw begin();
  }

  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  // A re-render of the page around a part still waiting for its script, even with the same props,
  // is an update React cannot apply to the server's HTML: outside a transition it would drop that
  // HTML until the script comes (React's error 421). Equal props are no update.
  // `preload` starts loading the script of a part about to be shown (a form's next step).
  return Object.assign(memo(Deferred), { preload: () => void begin() });
}
