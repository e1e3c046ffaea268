import type { BackendUrls } from '../../config/backend-config';

/** Where browsers send violation reports: the `report-uri` path and the Reporting API's group. */
export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * What lets the page's own inline code run: a fresh random value for this response only (base64
 * or base64url), or, for a page that is the same for every guest and may be kept by a shared
 * cache, the SHA-256 hashes (base64) of its inline styles (such a page has no inline script).
 */
export type InlineTrust = { nonce: string } | { styleHashes: readonly string[] };

export interface ContentSecurityPolicyInput {
  inline: InlineTrust;
  /** The backend urls the browser uses; relative ones are the site's own origin. */
  backend: BackendUrls;
  /** Origins allowed to frame the site (white label); empty means nobody. */
  frameAncestors: readonly string[];
  /** Other images pages show: the white label's header image, which may live on a partner's CDN. */
  imageUrls: readonly (string | null)[];
}

// A partner's value goes into a header: only plain origins (optionally a wildcard sub-domain) or
// 'self' pass, so a configuration can never add a directive or a keyword such as 'unsafe-inline'.
const FRAME_ANCESTOR = /^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;
const NONCE = /^[a-zA-Z0-9+/_-]{16,}={0,2}$/;
const SHA256 = /^[a-zA-Z0-9+/]{43}=$/;

/** The origin of an absolute http(s)/ws(s) url; null for a relative url (the site's own origin). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^(?:https?|wss?):\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Only an https image host is added: a plain-http one would be mixed content on the live site. */
function httpsOrigin(url: string | null): string | null {
  const origin = originOf(url ?? undefined);
  return origin?.startsWith('https://') ? origin : null;
}

/** The websocket twin of an http(s) origin: socket.io upgrades from https: to wss:. */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/i, 'ws');
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** The white label's frame ancestors that are safe to put in the header; 'none' when none is. */
export function frameAncestorsSource(configured: readonly string[]): string {
  const allowed = configured.map((value) => value.trim()).filter((value) => FRAME_ANCESTOR.test(value));
  return allowed.length > 0 ? unique(allowed).join(' ') : "'none'";
}

function connectSources(backend: BackendUrls): string[] {
  const socket = originOf(backend.socketUrl);
  return unique([
    "'self'",
    originOf(backend.memberUrl),
    originOf(backend.engineUrl),
    originOf(backend.walletUrl),
    socket,
    socket && websocketOrigin(socket),
  ]);
}

function hashSources(hashes: readonly string[]): string[] {
  for (const hash of hashes) if (!SHA256.test(hash)) throw new Error('A CSP hash must be a base64 SHA-256');
  return hashes.map((hash) => `'sha256-${hash}'`);
}

/**
 * Who may run scripts and add styles. With a nonce (docs/decisions.md, 14): scripts with this
 * response's nonce or loaded by such a script ('strict-dynamic'; `https:` and 'unsafe-inline' are
 * ignored by browsers that know nonces and only keep old ones working). With hashes, for a guest's
 * page a shared cache keeps (docs/decisions.md, 73): the site's own files and the page's hashed
 * inline styles, nothing else inline ('strict-dynamic' would drop 'self', and vike's entry is a
 * plain external script that no hash can name).
 */
function scriptAndStyleSources(inline: InlineTrust): [string, ...string[]][] {
  if ('nonce' in inline) {
    if (!NONCE.test(inline.nonce)) throw new Error('A CSP nonce must be a long base64 value');
    const nonce = `'nonce-${inline.nonce}'`;
    return [
      ['script-src', nonce, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
      ['style-src', "'self'", nonce],
    ];
  }
  return [
    ['script-src', "'self'"],
    ['style-src', "'self'", ...hashSources(inline.styleHashes)],
  ];
}

/**
 * The strict policy of every HTML page (ASVS V3.4): scripts and inline styles only as
 * scriptAndStyleSources says, style attributes refused, and the page talks only to the site and
 * the configured backends.
 */
export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const storage = originOf(input.backend.storageUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ...scriptAndStyleSources(input.inline),
    ['style-src-attr', "'none'"],
    ['img-src', ...unique(["'self'", 'data:', 'blob:', storage, ...input.imageUrls.map(httpsOrigin)])],
    ['media-src', ...unique(["'self'", 'blob:', storage])],
    ['font-src', "'self'"],
    ['connect-src', ...connectSources(input.backend)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', frameAncestorsSource(input.frameAncestors)],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
