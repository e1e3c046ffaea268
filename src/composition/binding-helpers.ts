import type { ResolutionContext } from 'inversify';
import type { BackendPorts } from '../ports/backend-ports';
import { TOKENS } from './tokens';

/**
 * A module loaded once per process or tab. Containers are made per request, and resolving a
 * dynamic import anew for each one showed up in the server's profile under load.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** The container's backend ports, made (and their transport loaded) with the first use-case that needs them. */
export function backendOf(context: ResolutionContext): Promise<BackendPorts> {
  return context.getAsync<BackendPorts>(TOKENS.Backend);
}
