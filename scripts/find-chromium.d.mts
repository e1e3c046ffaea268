/** Path of the Chromium binary for Playwright; installs Debian's package when root and missing. */
export function findChromium(): string;
