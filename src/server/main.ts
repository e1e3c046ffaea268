import { sandboxNotice, sandboxStart } from '../config/sandbox-mode';
import { webConcurrencyFromEnv } from '../config/web-concurrency';
import { startSandboxProcess, type SandboxProcess } from './cluster/sandbox-process';
import { startSiteCluster, type SiteCluster } from './cluster/site-cluster';

/**
 * Production entry: `node --import tsx src/server/main.ts` after `vite build`. This process is the
 * cluster's primary: it serves nothing itself. It forks WEB_CONCURRENCY site workers (default: one
 * per core) on PORT, and, when the sandbox is the backend, the sandbox in a process of its own
 * first, so that every worker talks to one world (docs/deploy.md). It imports no site code, so it
 * reads NODE_ENV as its caller set it (the workers default it to production).
 */
const start = sandboxStart(process.env);
if (start.kind === 'refused') {
  console.error(start.message);
  process.exit(1);
}

let sandbox: SandboxProcess | undefined;
let site: SiteCluster | undefined;
let closing: Promise<void> | undefined;

/** Workers first (their last requests may still call the sandbox), then the sandbox. */
function shutDown(exitCode: number) {
  closing ??= (async () => {
    await site?.close();
    await sandbox?.stop();
    process.exit(exitCode);
  })();
}
// A terminal's Ctrl-C may arrive twice (from the shell and from scripts/start.mjs); close once.
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));

try {
  const workers = webConcurrencyFromEnv(process.env);
  // A world that vanished cannot come back behind the workers' backs: the whole site stops, for
  // whatever supervises it to start again.
  if (start.kind === 'sandbox' && !process.env.SANDBOX_URL) {
    sandbox = await startSandboxProcess(process.env, (description) => {
      console.error(`The sandbox process ended (${description}); stopping the site`);
      shutDown(1);
    });
  }
  site = await startSiteCluster({ workers, env: sandbox ? { SANDBOX_URL: sandbox.url } : {} });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  shutDown(1);
}
if (site && !closing) {
  console.log(`Site listening on ${site.url}`);
  if (start.kind === 'sandbox') console.warn(sandboxNotice(site.url));
}
