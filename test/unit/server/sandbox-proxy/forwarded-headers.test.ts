import {
  forwardable,
  forwardedFor,
  SET_BY_FETCH,
} from '../../../../src/server/sandbox-proxy/forwarded-headers';

describe('forwardedFor', () => {
  it('appends the address this server saw to the chain a load balancer started', () => {
    expect(forwardedFor('203.0.113.7, 10.0.0.2', '127.0.0.1')).toBe('203.0.113.7, 10.0.0.2, 127.0.0.1');
  });

  it('starts the chain when the request came directly, and names nobody it does not know', () => {
    expect(forwardedFor(null, '192.0.2.1')).toBe('192.0.2.1');
    expect(forwardedFor(' ', undefined)).toBeNull();
  });
});

describe('forwardable', () => {
  it("leaves out the connection's own headers, those the Connection header names and the ones asked", () => {
    const headers = new Headers({
      connection: 'keep-alive, X-Trace',
      'x-trace': '1',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      host: 'site.test',
      'content-length': '12',
      cookie: 'auth=1',
      'content-type': 'application/json',
    });
    expect(Object.fromEntries(forwardable(headers, SET_BY_FETCH))).toEqual({
      cookie: 'auth=1',
      'content-type': 'application/json',
    });
  });
});
