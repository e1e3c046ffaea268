/**
 * What the UI asks of a container: values bound as constants (configuration, storages, clock,
 * logger, analytics) synchronously, everything else (the backend, the use-cases) asynchronously.
 * An inversify Container satisfies it; so does the browser's container, which loads inversify
 * with the first asynchronous request instead of with the page.
 */
export interface AppContainer {
  get<T>(token: symbol): T;
  getAsync<T>(token: symbol): Promise<T>;
}
