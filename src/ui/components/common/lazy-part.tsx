import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

// SPEC §8: a part of the page whose code fails to load (offline, or a deployment removed its
// chunk) reloads the page, at most once a minute; otherwise the failure is logged, the part renders
// nothing and the rest of the page goes on. The next time the part is asked for, its code is asked
// for again (Chromium answers an import that failed from its module map until the page reloads).

/**
 * The parts whose code failed to load since a boundary last caught a failure. Each load is
 * forgotten only once a boundary has caught it: until then React, which renders the part again
 * to be sure, must keep meeting the same failure, not start a new load each time.
 */
const failedLoads = new Set<() => void>();

/** The code of a lazy part did not arrive. */
class PartLoadError extends Error {
  constructor(readonly reason: unknown) {
    super('A part of the page failed to load');
  }
}

/** What the tab does when a part's code fails to load: true when it reloads the page for it. */
let partLoadFailed: () => boolean = () => false;

/** The tab's answer to a part whose code failed to load (start-tab.ts: reload, once a minute). */
export function onPartLoadFailure(handler: () => boolean): void {
  partLoadFailed = handler;
}

/**
 * A component whose code loads on its first render. Unlike React's `lazy` alone, a failed load is
 * not kept: once it has been caught (LoadedPart), the next mount fetches the code again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: ComponentType<P>;
  const forget = () => {
    current = lazy(() =>
      load().catch((reason: unknown) => {
        failedLoads.add(forget);
        throw new PartLoadError(reason);
      }),
    ) as unknown as ComponentType<P>;
  };
  forget();
  return function LazyPart(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  };
}

interface BoundaryProps {
  /** What the part is, for the log. */
  name: string;
  /** Called once the failure is logged: a modal or drawer closes, so opening it again retries. */
  onFailed?: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The page reloads for a new deployment's chunks: nothing to log or close.
    if (error instanceof PartLoadError && partLoadFailed()) return;
    console.error(
      `The ${this.props.name} could not be shown`,
      error instanceof PartLoadError ? error.reason : error,
    );
    for (const forget of failedLoads) forget();
    failedLoads.clear();
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where a lazy part renders: nothing while its code (and texts) load, and nothing, logged, if they
 * fail to load or to render; the page around it stays as it was.
 */
export function LoadedPart({ name, onFailed, children }: BoundaryProps) {
  return (
    <PartBoundary name={name} onFailed={onFailed}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
