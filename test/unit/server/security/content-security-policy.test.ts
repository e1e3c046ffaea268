import type { BackendUrls } from '../../../../src/config/backend-config';
import {
  contentSecurityPolicy,
  frameAncestorsSource,
  originOf,
} from '../../../../src/server/security/content-security-policy';

const sameOrigin: BackendUrls = {
  memberUrl: '/sandbox/member',
  memberKey: 'k',
  engineUrl: '/sandbox/engine',
  engineKey: 'k',
  storageUrl: '/sandbox/storage',
  socketUrl: '',
  socketPath: '/sandbox/socket.io',
  walletUrl: '/sandbox/wallet',
};

const partner: BackendUrls = {
  memberUrl: 'https://api.partner.example/member/v1',
  memberKey: 'k',
  engineUrl: 'https://engine.partner.example',
  engineKey: 'k',
  storageUrl: 'https://cdn.partner.example/storage',
  socketUrl: 'https://socket.partner.example:8443',
  socketPath: '/socket.io',
};

const NONCE = 'q1w2e3r4t5y6u7i8o9p0aA';

/** The policy as directive name → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

function policyFor(backend: BackendUrls, frameAncestors: string[] = [], imageUrls: (string | null)[] = []) {
  return directives(contentSecurityPolicy({ inline: { nonce: NONCE }, backend, frameAncestors, imageUrls }));
}

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce or from a nonced script, and nothing be embedded or rebased', () => {
    const policy = policyFor(sameOrigin);
    expect(policy['script-src']).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows the site’s stylesheets and the nonced theme, never a style attribute', () => {
    const policy = policyFor(sameOrigin);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy['style-src-attr']).toEqual(["'none'"]);
  });

  it('keeps a same-origin backend to the site itself', () => {
    const policy = policyFor(sameOrigin);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds a partner’s backend origins, the socket’s websocket twin and the storage for images', () => {
    const policy = policyFor(partner);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.partner.example',
      'https://engine.partner.example',
      'https://socket.partner.example:8443',
      'wss://socket.partner.example:8443',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.partner.example']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://cdn.partner.example']);
  });

  it('adds the https host of the white label’s header image, never a plain-http one', () => {
    expect(policyFor(sameOrigin, [], ['https://cdn.partner.example/header.jpg', null])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.partner.example',
    ]);
    expect(
      policyFor(sameOrigin, [], ['/sandbox/media/x.svg', 'http://plain.example/x.jpg'])['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('refuses nobody’s frame by default and sends reports to the site', () => {
    const policy = policyFor(sameOrigin);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/csp-report']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
  });

  it('takes the white label’s frame ancestors', () => {
    const policy = policyFor(sameOrigin, ['https://partner.example', "'self'"]);
    expect(policy['frame-ancestors']).toEqual(['https://partner.example', "'self'"]);
  });

  it('refuses a nonce that could break out of its source expression', () => {
    expect(() =>
      contentSecurityPolicy({
        inline: { nonce: "x'; script-src *" },
        backend: sameOrigin,
        frameAncestors: [],
        imageUrls: [],
      }),
    ).toThrow();
    expect(() =>
      contentSecurityPolicy({
        inline: { nonce: 'short' },
        backend: sameOrigin,
        frameAncestors: [],
        imageUrls: [],
      }),
    ).toThrow();
  });

  it('trusts a kept guest page by the site’s own files and its inline code’s hashes, nothing else inline', () => {
    const hash = 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';
    const policy = directives(
      contentSecurityPolicy({
        inline: { styleHashes: [hash] },
        backend: sameOrigin,
        frameAncestors: [],
        imageUrls: [],
      }),
    );
    // No 'unsafe-inline' (with no hash to override it, it would let any inline script run), no
    // 'strict-dynamic' (it would drop 'self', and the entry script carries no nonce).
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy['style-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('refuses a hash that could break out of its source expression', () => {
    expect(() =>
      contentSecurityPolicy({
        inline: { styleHashes: ["x' 'unsafe-inline"] },
        backend: sameOrigin,
        frameAncestors: [],
        imageUrls: [],
      }),
    ).toThrow();
  });
});

describe('frameAncestorsSource', () => {
  it('drops anything that is not a plain origin, so a configuration cannot add a directive', () => {
    expect(
      frameAncestorsSource([
        "https://ok.example; script-src 'unsafe-inline'",
        "'unsafe-inline'",
        '*',
        'javascript:alert(1)',
        ' https://*.partner.example ',
        'http://localhost:8080',
      ]),
    ).toBe('https://*.partner.example http://localhost:8080');
    expect(frameAncestorsSource(['*', 'data:'])).toBe("'none'");
  });
});

describe('originOf', () => {
  it('gives the origin of absolute urls and null for the site’s own paths', () => {
    expect(originOf('https://a.example:444/x?y')).toBe('https://a.example:444');
    expect(originOf('wss://a.example/socket')).toBe('wss://a.example');
    expect(originOf('/sandbox/member')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});
