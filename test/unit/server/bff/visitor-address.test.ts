import { trustedProxiesFromEnv, visitorAddress } from '../../../../src/server/bff/visitor-address';

describe('visitorAddress', () => {
  it('is the peer at the edge, whatever X-Forwarded-For the client wrote', () => {
    expect(visitorAddress('203.0.113.9', '10.0.0.1', 0)).toBe('203.0.113.9');
    expect(visitorAddress('203.0.113.9', null, 0)).toBe('203.0.113.9');
  });

  it("behind one trusted proxy, is the entry that proxy appended (the last), not the client's own", () => {
    // nginx at 127.0.0.1 appends the address it saw; the client had written a fake one first.
    expect(visitorAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(visitorAddress('127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('behind two, counts two from the right; a shorter chain gives its first entry', () => {
    expect(visitorAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7');
    expect(visitorAddress('10.0.0.2', '', 2)).toBe('10.0.0.2');
    expect(visitorAddress(undefined, '198.51.100.7', 1)).toBeUndefined();
  });
});

describe('trustedProxiesFromEnv', () => {
  it('reads a whole number, and trusts nobody otherwise', () => {
    expect(trustedProxiesFromEnv({})).toBe(0);
    expect(trustedProxiesFromEnv({ TRUST_PROXY: '1' })).toBe(1);
    for (const bad of ['-1', 'yes', '1.5']) expect(trustedProxiesFromEnv({ TRUST_PROXY: bad })).toBe(0);
  });
});
