/* global fetch */
// A seeded sandbox member's view of the site for scripts that fetch pages without a browser: log
// in through the sandbox's member API, then put a loopback proxy in front of the site that sends
// every request with the cookies the login form leaves (as scripts/bench/member-context.mjs does
// for Playwright).
import { createServer, request } from 'node:http';

/** The sandbox's seeded demo member: a balance, favourites, conversations of a few messages each. */
export const DEMO = { username: 'demo', password: 'demo1234' };

/** The sandbox member's login token. */
export async function memberLogin(siteUrl, username, password) {
  const response = await fetch(`${siteUrl}/sandbox/member/login`, {
    method: 'POST',
    headers: { 'x-api-key': 'sandbox-member-key', 'x-lang': 'nl', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`the sandbox refused ${username}'s login (${response.status})`);
  const { token } = await response.json();
  return token;
}

/** The Cookie header of a logged-in browser: the readable auth state and the HttpOnly session. */
export function memberCookies(token) {
  const marker = `${token.split('.').slice(0, 2).join('.')}.httponly`;
  const auth = encodeURIComponent(JSON.stringify({ token: marker, loggedIn: true }));
  return `__Host-auth=${auth}; __Host-session=${token}`;
}

/** Starts the proxy on an ephemeral port of 127.0.0.1; resolves with its `url` and `close()`. */
export function withMemberCookies(siteUrl, token) {
  const target = new URL(siteUrl);
  const cookie = memberCookies(token);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    for (const [name, value] of Object.entries(incoming.headers))
      if (name !== 'host' && name !== 'cookie') upstream.setHeader(name, value);
    upstream.setHeader('host', target.host);
    upstream.setHeader('cookie', cookie);
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
