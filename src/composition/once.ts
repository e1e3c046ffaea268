/**
 * A module loaded once per process or tab. Containers are made per request, and resolving a
 * dynamic import anew for each one showed up in the server's profile under load.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
