/**
 * The one own-path rule of the project: whether a location (a redirect target, a link back to the
 * site, a path a form sends) stays on this site. Every place that follows or emits such a location
 * asks here, so a bypass fixed once is fixed everywhere.
 */

/** Longer locations are never ours: no page of the site has a path and query this long. */
export const MAX_OWN_PATH_LENGTH = 2048;

// A dummy origin to resolve against: whatever changes it leaves the site.
const DUMMY_ORIGIN = 'https://own-path.invalid';

/**
 * Characters that never appear in an own location, raw or percent-decoded: ASCII and C1 control
 * characters (browsers strip tabs and newlines, so '/\t/x' becomes '//x'), the backslash (read as
 * '/'), and slash and backslash look-alikes that a normalising layer may turn into real ones.
 */
// eslint-disable-next-line no-control-regex
const NEVER = /[\u0000-\u001f\u007f-\u009f\\\u2044\u2215\u2216\u29f8\u29f9\ufe68\uff0f\uff3c]/;

/** Whitespace and invisible format characters never appear raw: a real location escapes them. */
const NEVER_RAW = /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;

/** One '/' and not a second '/' (protocol-relative) or '\' after it. */
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/** The path part of a location, without its query and fragment. */
function pathPart(location: string): string {
  return location.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The path as every decoding layer might see it (decoded up to three times, for double escapes),
 * or null when an escape is malformed: a location we emit is always well formed.
 */
function decodedForms(path: string): string[] | null {
  const forms = [path];
  let current = path;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

function staysOnDummyOrigin(location: string): boolean {
  try {
    const url = new URL(location, DUMMY_ORIGIN);
    return url.origin === DUMMY_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * True when a location stays on this site: starts with a single '/', holds no whitespace, control
 * characters, backslashes or slash look-alikes (raw or percent-decoded, so '/%2F/x' and '/%09/x'
 * are refused too), is well formed, at most MAX_OWN_PATH_LENGTH long, and resolves to the origin
 * it is resolved against.
 */
export function isOwnPath(location: unknown): location is string {
  if (typeof location !== 'string' || location.length > MAX_OWN_PATH_LENGTH) return false;
  if (!SINGLE_LEADING_SLASH.test(location) || NEVER.test(location) || NEVER_RAW.test(location)) return false;
  const forms = decodedForms(pathPart(location));
  if (!forms || forms.some((form) => !SINGLE_LEADING_SLASH.test(form) || NEVER.test(form))) return false;
  return staysOnDummyOrigin(location);
}

/**
 * An own location as it may go into a Location header or an href: percent-encoded to ASCII the
 * way a browser would ('/€' → '/%E2%82%AC'); null when it is not an own path.
 */
export function ownLocation(location: unknown): string | null {
  if (!isOwnPath(location)) return null;
  const url = new URL(location, DUMMY_ORIGIN);
  const encoded = `${url.pathname}${url.search}${url.hash}`;
  return isOwnPath(encoded) ? encoded : null;
}

/** Turns any path into an own-site path: one leading slash, backslashes and control characters removed. */
export function ownPath(path: string): string {
  const cleaned = path.replace(new RegExp(NEVER.source, 'g'), '');
  return `/${cleaned.replace(/^\/+/, '')}`;
}
