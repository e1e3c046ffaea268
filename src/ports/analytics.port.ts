/** A tag-manager data layer (SPEC §4: page views, selections, purchases). */
export interface Analytics {
  push(event: string, data: Record<string, unknown>): void;
}
