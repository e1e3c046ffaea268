import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Reports are a few hundred bytes; a batch of them stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_REPORTS_LOGGED = 20;
const MAX_FIELD_CHARS = 200;
const ACCEPTED = /^application\/(?:csp-report|reports\+json|json)\b/;

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
}

type Fields = Record<string, unknown>;

function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  // A report is written by whoever posts it: no line breaks or control characters reach the log.
  // eslint-disable-next-line no-control-regex
  const clean = String(value).replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ');
  return clean.slice(0, MAX_FIELD_CHARS) || '-';
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The legacy report names its fields in kebab case, the Reporting API in camel case.
const LEGACY_NAMES: Record<string, string> = {
  effectiveDirective: 'effective-directive',
  blockedURL: 'blocked-uri',
  documentURL: 'document-uri',
  sourceFile: 'source-file',
  lineNumber: 'line-number',
};

function violation(body: Fields, legacy: boolean): CspViolation {
  const get = (name: string) => body[legacy ? (LEGACY_NAMES[name] ?? name) : name];
  const file = get('sourceFile');
  return {
    directive: field(get('effectiveDirective') ?? body['violated-directive']),
    blocked: field(get('blockedURL')),
    document: field(get('documentURL')),
    source: file === undefined ? '-' : `${field(file)}:${field(get('lineNumber'))}`,
  };
}

/**
 * The violations of a report body: the legacy `report-uri` form (`{"csp-report": {...}}`) or the
 * Reporting API's batch (`[{ type: 'csp-violation', body: {...} }]`). Anything else yields none.
 */
export function cspViolations(payload: unknown): CspViolation[] {
  if (isFields(payload) && isFields(payload['csp-report'])) return [violation(payload['csp-report'], true)];
  if (!Array.isArray(payload)) return [];
  return payload
    .filter((report): report is Fields => isFields(report) && report.type === 'csp-violation')
    .filter((report) => isFields(report.body))
    .slice(0, MAX_REPORTS_LOGGED)
    .map((report) => violation(report.body as Fields, false));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /csp-report: where browsers send Content-Security-Policy violations (`report-uri` and
 * `report-to`), so a partner rolling the policy out in report-only mode sees what it would block.
 * Logs one compact line per violation and answers 204; a body that is too large gets 413, one of
 * another type 415, and nothing a browser or an attacker sends makes it fail.
 */
export function cspReport(log: (line: string) => void = (line) => console.warn(line)): Hono {
  const routes = new Hono();
  routes.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
    if (!ACCEPTED.test(c.req.header('content-type') ?? '')) return c.body(null, 415);
    const text = await c.req.text().catch(() => '');
    for (const found of cspViolations(parse(text))) {
      log(
        `csp-violation directive=${found.directive} blocked=${found.blocked} document=${found.document} source=${found.source}`,
      );
    }
    return c.body(null, 204);
  });
  return routes;
}
