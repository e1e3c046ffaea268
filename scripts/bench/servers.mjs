// Starts the servers the bench measures, each in its own child process so the load generator in
// this process never competes with the server's event loop, and makes sure none outlives us.
import { spawn } from 'node:child_process';
import { clearTimeout } from 'node:timers';
import { createInterface } from 'node:readline';
import { projectRoot } from '../lib/processes.mjs';

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every child still running; killed when this process exits, however it exits. */
const running = new Set();
let exitHooksInstalled = false;

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  // Synchronous last resort: on a normal exit, an uncaught error or process.exit().
  process.on('exit', () => {
    for (const child of running) signalGroup(child, child.stopSignal ?? 'SIGKILL');
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping child processes`);
      stopAll().finally(() => process.exit(code));
    });
  }
}

/**
 * Spawns a child in the project root, in a process group of its own so that stopping it also stops
 * whatever it started in that group; the group is killed when we exit, if it still runs then.
 * `stopSignal` replaces SIGTERM (and SIGKILL on exit) for children that clean up on another signal:
 * Lighthouse closes its Chromium, which runs in a group of its own, on SIGINT.
 */
export function spawnTracked(command, args, { stopSignal, ...options } = {}) {
  installExitHooks();
  const child = spawn(command, args, { cwd: projectRoot, detached: true, ...options });
  child.stopSignal = stopSignal;
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Spawns a server process that prints `<readyPrefix><url>` on stdout once it listens; resolves with
 * `{ url, stop }`. Its stdin stays a pipe from us, so it also shuts down when we die (it watches for
 * the end of stdin). Its stderr goes to ours.
 */
export function startServerProcess({ name, args, readyPrefix, env = {}, cwd = projectRoot }) {
  const child = spawnTracked(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const fail = (reason) => {
      clearTimeout(timer);
      stop().finally(() => reject(new Error(`${name} did not start: ${reason}`)));
    };
    const timer = setTimeout(
      () => fail(`no ${readyPrefix} line within ${STARTUP_TIMEOUT_MS} ms`),
      STARTUP_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(readyPrefix)) return console.log(`[${name}] ${line}`);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.once('exit', () => running.delete(child));
      resolve({ url: line.slice(readyPrefix.length).trim(), stop, pid: child.pid });
    });
  });
}

/**
 * The production site from dist/, as `npm start` serves it, with the embedded sandbox. `root`: the
 * checkout to serve (another worktree's build, for a before/after figure); this one by default.
 */
export function startSite({ root = projectRoot, env = {} } = {}) {
  return startServerProcess({
    name: 'site',
    args: ['--import', 'tsx', 'scripts/bench/site-process.ts'],
    readyPrefix: 'SITE_URL=',
    cwd: root,
    env,
  });
}

/**
 * The production site from `root`'s dist/ exactly as `npm start` runs it: src/server/main.ts, the
 * cluster primary of `workers` site workers (WEB_CONCURRENCY) with the sandbox in a process of its
 * own (SANDBOX=1: a load test is a use of the sandbox on purpose). The categories feature is on so
 * that a category page can be measured. A commit from before the cluster runs one process with the
 * sandbox embedded, which was then what `npm start` ran. Resolves with `{ url, stop }`; the url
 * names 127.0.0.1, where every version listens, and the primary's `pid`.
 */
export async function startProductionSite({ root = projectRoot, workers = 1, env = {} } = {}) {
  const site = await startServerProcess({
    name: `site ×${workers}`,
    args: ['--import', 'tsx', 'src/server/main.ts'],
    readyPrefix: 'Site listening on ',
    cwd: root,
    env: {
      SANDBOX: '1',
      WEB_CONCURRENCY: String(workers),
      HOST: '127.0.0.1',
      PORT: '0',
      FEATURES: 'categories',
      ...env,
    },
  });
  const url = new URL(site.url);
  url.hostname = '127.0.0.1';
  return { url: url.origin, stop: site.stop, pid: site.pid };
}

/** The bare React renderToString server, rendering the given performers (a JSON file). */
export function startBaseline(performersFile) {
  return startServerProcess({
    name: 'baseline',
    args: ['scripts/bench/react-baseline.mjs', performersFile],
    readyPrefix: 'BASELINE_URL=',
  });
}

/** Runs `use(url)` against a started server (`{ url, stop }`) and stops it however `use` ends. */
export async function withServer(server, use) {
  try {
    return await use(server.url);
  } finally {
    await server.stop();
  }
}

/** SIGTERM (or its stopSignal), then SIGKILL if the child has not exited within STOP_TIMEOUT_MS. */
export function stopChild(child, signal = child.stopSignal ?? 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    signalGroup(child, signal);
  });
}

/** Signals the child's process group (it leads one: spawned detached), or the child alone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Stops every child we started that still runs. */
export function stopAll() {
  return Promise.all([...running].map((child) => stopChild(child)));
}
