import { createSiteServer } from '../site-server';
import { siteSetupFromEnv } from '../site-setup';
import { listeningMessage } from './child-messages';

/**
 * One worker of the site's cluster (forked by src/server/main.ts): the site on PORT, which every
 * worker shares (node:cluster hands each new connection to one of them), and HOST when set. With
 * the sandbox as the backend, the primary has put its process's origin in SANDBOX_URL.
 */
const server = await createSiteServer({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST || undefined,
  ...siteSetupFromEnv(process.env),
});
process.send?.(listeningMessage(server.url));

let closing: Promise<void> | undefined;
// The primary asks with SIGTERM; a terminal's Ctrl-C reaches every process of the group directly.
function shutDown() {
  closing ??= server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
