// The benches' logged-in visitors, as the login form leaves a browser (test/e2e/support.ts).

/** A fresh browser context logged in as a member, as the login form leaves it (test/e2e/support.ts). */
export async function memberContext(browser, siteUrl, token) {
  const context = await browser.newContext();
  const marker = `${token.split('.').slice(0, 2).join('.')}.httponly`;
  await context.addCookies([
    {
      name: '__Host-auth',
      value: encodeURIComponent(JSON.stringify({ token: marker, loggedIn: true })),
      domain: new URL(siteUrl).hostname,
      path: '/',
      secure: true,
      sameSite: 'Lax',
    },
    {
      name: '__Host-session',
      value: token,
      domain: new URL(siteUrl).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ]);
  return context;
}
