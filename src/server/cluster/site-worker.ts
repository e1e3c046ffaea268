import { announcedUrl } from '../http-lifecycle';
import { createSiteServer } from '../site-server';
import { siteSetupFromEnv } from '../site-setup';
import { listeningMessage } from './child-messages';

/** How long a worker that hit an uncaught error may take to close before it just ends. */
const CRASH_CLOSE_MS = 5_000;

/**
 * One worker of the site's cluster (forked by src/server/main.ts): the site on PORT, which every
 * worker shares (node:cluster hands each new connection to one of them), and HOST when set. With
 * the sandbox as the backend, the primary has put its process's origin in SANDBOX_URL.
 */
const hostname = process.env.HOST || undefined;
const server = await createSiteServer({
  port: Number(process.env.PORT ?? 3000),
  hostname,
  ...siteSetupFromEnv(process.env),
});
process.send?.(listeningMessage(announcedUrl(server.httpServer, hostname)));

let closing: Promise<void> | undefined;
function shutDown(exitCode: number) {
  closing ??= server.close().then(
    () => process.exit(exitCode),
    () => process.exit(1),
  );
}
// The primary asks with SIGTERM; a terminal's Ctrl-C reaches every process of the group directly.
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));
// Node would end the process on the spot, and a connection the primary hands over in that instant
// would be lost. Closing the server first tells the primary to give new connections to the others;
// the primary then starts a replacement.
process.on('uncaughtException', (error) => {
  console.error('Site worker stopping after an uncaught error:', error);
  setTimeout(() => process.exit(1), CRASH_CLOSE_MS);
  shutDown(1);
});
