import { cspReport, cspViolations } from '../../../../src/server/security/csp-report';

const legacy = {
  'csp-report': {
    'document-uri': 'https://site.example/en',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://site.example/en',
    'line-number': 12,
  },
};

const batch = [
  {
    type: 'csp-violation',
    url: 'https://site.example/en',
    body: {
      documentURL: 'https://site.example/en',
      effectiveDirective: 'img-src',
      blockedURL: 'https://evil.example/x.png',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

function post(body: string, type: string) {
  const lines: string[] = [];
  const app = cspReport((line) => lines.push(line));
  const response = app.request('/', { method: 'POST', headers: { 'content-type': type }, body });
  return { lines, response };
}

describe('cspViolations', () => {
  it('reads the legacy report and the Reporting API batch, ignoring other report types', () => {
    expect(cspViolations(legacy)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        document: 'https://site.example/en',
        source: 'https://site.example/en:12',
      },
    ]);
    expect(cspViolations(batch)).toEqual([
      {
        directive: 'img-src',
        blocked: 'https://evil.example/x.png',
        document: 'https://site.example/en',
        source: '-',
      },
    ]);
    expect(cspViolations({ hello: 1 })).toEqual([]);
    expect(cspViolations(null)).toEqual([]);
    expect(cspViolations([null, 1, { type: 'csp-violation', body: 'x' }])).toEqual([]);
  });

  it('keeps line breaks and long values out of the log', () => {
    const [found] = cspViolations({
      'csp-report': { 'blocked-uri': `a\nfake-line\r\u0000${'x'.repeat(500)}` },
    });
    expect(found?.blocked).not.toMatch(/[\n\r]/);
    expect(found?.blocked.includes(String.fromCharCode(0))).toBe(false);
    expect(found?.blocked.length).toBe(200);
    expect(found?.directive).toBe('-');
  });
});

describe('POST /csp-report', () => {
  it('logs one compact line per violation and answers 204 for both report formats', async () => {
    const first = post(JSON.stringify(legacy), 'application/csp-report');
    expect((await first.response).status).toBe(204);
    expect(first.lines).toEqual([
      'csp-violation directive=script-src-elem blocked=inline document=https://site.example/en source=https://site.example/en:12',
    ]);
    const second = post(JSON.stringify(batch), 'application/reports+json');
    expect((await second.response).status).toBe(204);
    expect(second.lines).toHaveLength(1);
  });

  it('answers broken JSON with 204 and logs nothing', async () => {
    const broken = post('{"csp-report": ', 'application/csp-report');
    expect((await broken.response).status).toBe(204);
    expect(broken.lines).toEqual([]);
  });

  it('refuses other content types and bodies over 64 KB without reading them', async () => {
    expect((await post(JSON.stringify(legacy), 'text/plain').response).status).toBe(415);
    const huge = post(
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(70_000) } }),
      'application/csp-report',
    );
    expect((await huge.response).status).toBe(413);
    expect(huge.lines).toEqual([]);
  });
});
