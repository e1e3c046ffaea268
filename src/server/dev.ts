import { sandboxNotice, sandboxStart } from '../config/sandbox-mode';
import { createDevSiteServer } from './dev-server';
import { siteSetupFromEnv } from './site-setup';

/** `npm run dev`: the site from source with hot module replacement. */
const start = sandboxStart(process.env);
if (start.kind === 'refused') {
  console.error(start.message);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const server = await createDevSiteServer({ port, ...siteSetupFromEnv(process.env, { development: true }) });
console.log(`Dev site listening on ${server.url}`);
if (start.kind === 'sandbox') console.warn(sandboxNotice(server.url));

let closing: Promise<void> | undefined;
// A terminal's Ctrl-C may arrive twice (from the shell and from scripts/start.mjs); close once.
function shutDown() {
  closing ??= server.close().then(() => process.exit(0));
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
