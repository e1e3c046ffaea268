import type { SiteInfo } from './vike-page-context';

// Colours come from a partner's configuration; anything that is not plainly a colour value is
// dropped, so a configuration can never close the style element or inject rules.
const COLOUR = /^[#a-zA-Z0-9(),.%\s-]{1,64}$/;

/** The white-label theme as CSS variables on :root (SPEC §3 UI theme colours). */
export function themeCss(theme: SiteInfo['theme']): string {
  const variables: [string, string][] = [
    ['--primary', theme.primary],
    ['--accent', theme.accent],
    ['--bg', theme.background],
    ['--surface', theme.surface],
    ['--text', theme.text],
  ];
  const declarations = variables
    .filter(([, value]) => COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
