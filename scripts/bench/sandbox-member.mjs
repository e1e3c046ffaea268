/* global fetch */
// A fresh member of the sandbox for a bench run, through its member API as a partner's site would.

export const MEMBER_HEADERS = { 'x-api-key': 'sandbox-member-key', 'content-type': 'application/json' };

/** A JSON answer (an empty body reads as `{}`); any status but 2xx throws, naming the call. */
export async function sandboxJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : {};
}

/** Registers `<prefix>_<time>` and logs in: its user name and member token. */
export async function freshSandboxMember(siteUrl, prefix, language) {
  const headers = { ...MEMBER_HEADERS, 'x-lang': language };
  const username = `${prefix}_${Date.now().toString(36).slice(-6)}`;
  const body = { username, email: `${username}@example.test`, password: 'secret12', meta: {} };
  await sandboxJson(`${siteUrl}/sandbox/member/member`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const { token } = await sandboxJson(`${siteUrl}/sandbox/member/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: 'secret12' }),
  });
  return { username, token };
}
