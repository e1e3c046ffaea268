import { sandboxNotice, sandboxStart } from '../config/sandbox-mode';
import { createSiteServer, NODE_ENV_FROM_CALLER } from './site-server';
import { siteSetupFromEnv } from './site-setup';

/** Production entry: `node --import tsx src/server/main.ts` after `vite build`. */
const start = sandboxStart({ ...process.env, NODE_ENV: NODE_ENV_FROM_CALLER });
if (start.kind === 'refused') {
  console.error(start.message);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const server = await createSiteServer({ port, ...siteSetupFromEnv(process.env) });
console.log(`Site listening on ${server.url}`);
if (start.kind === 'sandbox') console.warn(sandboxNotice(server.url));

let closing: Promise<void> | undefined;
// A terminal's Ctrl-C may arrive twice (from the shell and from scripts/start.mjs); close once.
function shutDown() {
  closing ??= server.close().then(() => process.exit(0));
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
