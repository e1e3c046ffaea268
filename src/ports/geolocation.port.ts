/** The visitor's country, fetched once at start (SPEC §7). Resolves null when unknown. */
export interface Geolocation {
  countryCode(): Promise<string | null>;
}
