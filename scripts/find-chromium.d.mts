/** Path of the Chromium binary for Playwright; installs Debian's package when root and missing. */
export function findChromium(): string;
/** Flags for Chromium on these machines (no sandbox, no GPU, no background networking). */
export const CHROMIUM_FLAGS: readonly string[];
