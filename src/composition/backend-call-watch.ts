import type { BackendPorts } from '../ports/backend-ports';

/**
 * Watches a server request's backend calls, so the page it renders can say whether it is whole:
 * every call answered. A page rendered around a failed call, or before a slow one answered (the
 * render deadline), shows a degraded part (a grid's retry); such a page must not be kept for other
 * visitors (src/server/guest-pages/shared-caching.ts).
 */
export class BackendCallWatch {
  private failed = false;
  private pending = 0;

  /** True while no call has failed and none is still waiting for its answer. */
  allAnswered(): boolean {
    return !this.failed && this.pending === 0;
  }

  /** The same ports; each method that returns a promise is counted until it settles. */
  watch(ports: BackendPorts): BackendPorts {
    const watched = {} as Record<string, unknown>;
    for (const [name, port] of Object.entries(ports)) watched[name] = this.watchPort(port as object);
    return watched as unknown as BackendPorts;
  }

  private watchPort<T extends object>(port: T): T {
    return new Proxy(port, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => this.count(value.apply(target, args));
      },
    });
  }

  private count(result: unknown): unknown {
    if (!(result instanceof Promise)) return result;
    this.pending += 1;
    result.then(
      () => (this.pending -= 1),
      () => {
        this.pending -= 1;
        this.failed = true;
      },
    );
    return result;
  }
}
