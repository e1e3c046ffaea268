/** A string key-value store: cookie, localStorage or sessionStorage in the browser, memory on the server. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void;
  remove(key: string): void;
}

/** The three stores of SPEC §3: persisted state in a cookie, local storage, and session storage. */
export interface Storages {
  cookie: KeyValueStorage;
  local: KeyValueStorage;
  session: KeyValueStorage;
}
