import { listeningMessage } from './cluster/child-messages';
import { sandboxBackendFromEnv } from './sandbox/sandbox-from-env';
import { startSandbox } from './sandbox/start-sandbox';
import { warmUpPhotos } from './sandbox/media-photo';

/**
 * The sandbox backend in a process of its own, so that every site process shares one world:
 * `node --import tsx src/server/sandbox-main.ts`, then start the site with SANDBOX_URL set to the
 * url it prints. SANDBOX_PORT (default 0: a free one) and SANDBOX_HOST (default 127.0.0.1) choose
 * where it listens; SANDBOX_SEED and SANDBOX_GUEST_CHAT_SECONDS seed it as they seed the site's.
 * `npm start` forks it itself (src/server/main.ts) and hears its url over IPC.
 */
const sandbox = await startSandbox({
  port: Number(process.env.SANDBOX_PORT ?? 0),
  hostname: process.env.SANDBOX_HOST || '127.0.0.1',
  backend: sandboxBackendFromEnv(process.env),
});
if (process.send) process.send(listeningMessage(sandbox.url));
else console.log(`Sandbox listening on ${sandbox.url}`);
warmUpPhotos().catch((error: unknown) => console.warn('The sandbox could not render a photo:', error));

let closing: Promise<void> | undefined;
function shutDown() {
  closing ??= sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
// Forked by the site's primary: when it is gone (even killed outright), so is the reason to run.
process.on('disconnect', shutDown);
