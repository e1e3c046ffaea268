/** Display names (SPEC §3 capName). */

/** The name with its first character upper-cased: 'anna' → 'Anna'. */
export function capName(name: string): string {
  const trimmedName = name.trim();
  return trimmedName.charAt(0).toUpperCase() + trimmedName.slice(1);
}
