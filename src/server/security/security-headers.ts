import type { Context, MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';
import type { BackendUrls } from '../../config/backend-config';
import type { WhiteLabelConfig } from '../../config/white-label';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  frameAncestorsSource,
} from './content-security-policy';
import { permissionsPolicy } from './permissions-policy';

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's Content-Security-Policy nonce; pages put it on their script and style tags. */
    cspNonce: string;
    /**
     * Set by the page route for a guest's page a shared cache may keep: the page names no nonce,
     * and its policy trusts these hashes of its inline styles instead (docs/decisions.md, 73).
     */
    cspStyleHashes: readonly string[] | undefined;
  }
}

export interface SecurityHeadersConfig {
  /** Its `contentSecurity` (frame ancestors, report-only) and the header image's host. */
  whiteLabel: WhiteLabelConfig;
  /** The urls the browser calls, which the policy's connect-src and img-src allow. */
  browserBackend: BackendUrls;
}

/** The nonce the security headers chose for this request (set before any route runs). */
export function cspNonce(c: Context): string {
  return c.get('cspNonce');
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') === true;
}

function isJson(response: Response): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/.test(response.headers.get('content-type') ?? '');
}

function setPolicy(c: Context, config: SecurityHeadersConfig): void {
  const headers = c.res.headers;
  // vike adds a minimal policy of its own when given a nonce; this one replaces it.
  headers.delete('Content-Security-Policy');
  headers.delete('Content-Security-Policy-Report-Only');
  const { frameAncestors, reportOnly } = config.whiteLabel.contentSecurity;
  const styleHashes = c.get('cspStyleHashes');
  const policy = contentSecurityPolicy({
    inline: styleHashes ? { styleHashes } : { nonce: cspNonce(c) },
    backend: config.browserBackend,
    frameAncestors,
    imageUrls: [config.whiteLabel.headerImage],
  });
  headers.set(reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy', policy);
  headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  // For browsers that predate frame-ancestors, and in report-only mode, where browsers ignore
  // frame-ancestors; a partner that frames the site relies on the CSP alone.
  if (frameAncestorsSource(frameAncestors) === "'none'") headers.set('X-Frame-Options', 'DENY');
  else headers.delete('X-Frame-Options');
}

/**
 * Per-response security headers (ASVS V3.4): a fresh CSP nonce for every request, the strict
 * policy on every HTML answer (pages, error pages, sandbox tools; with the hashes a guest's page
 * declared instead of the nonce), the route's Permissions-Policy,
 * and `no-store` on JSON answers, which may carry a member's data, unless their route chose a
 * caching of its own (static assets, public settings). Registered before compression and every
 * route, so it sees their final headers.
 */
export function securityHeaders(config: () => SecurityHeadersConfig): MiddlewareHandler {
  return async (c, next) => {
    c.set('cspNonce', randomBytes(16).toString('base64url'));
    await next();
    c.res.headers.set('Permissions-Policy', permissionsPolicy(c.req.path));
    if (isHtml(c.res)) setPolicy(c, config());
    // JSON is a member's data unless its route chose public caching itself (the landers' settings).
    if (isJson(c.res) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
