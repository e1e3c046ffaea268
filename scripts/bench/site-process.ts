// Child process of the bench and the size budget: starts the production site (dist/) on an
// ephemeral port of 127.0.0.1 and prints one line, `SITE_URL=<url>`, once it accepts connections.
// It closes on SIGTERM/SIGINT and when its parent's end of stdin closes, so it never outlives the
// parent. Run: `node --import tsx scripts/bench/site-process.ts` after `vite build`.
import { createSiteServer } from '../../src/server/site-server';
import { siteSetupFromEnv } from '../../src/server/site-setup';

const HOST = '127.0.0.1';

// Register this project's build with vike before the first render. Left alone, vike finds its build
// through @brillout/vite-plugin-server-entry's autoImporter in node_modules, which points at whatever
// `vite build` ran last, including builds into another outDir; we measure dist/ and nothing else.
await import(new URL('../../dist/server/entry.mjs', import.meta.url).href);

const server = await createSiteServer({ port: 0, hostname: HOST, ...siteSetupFromEnv(process.env) });
// The server names itself `localhost`, which may resolve to ::1 first; it only listens on IPv4 here.
const url = new URL(server.url);
url.hostname = HOST;
console.log(`SITE_URL=${url.origin}`);

let closing: Promise<void> | undefined;
function shutDown(): void {
  closing ??= server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
// The parent holds our stdin open; when it dies without signalling us, stdin ends.
process.stdin.on('end', shutDown);
process.stdin.resume();
