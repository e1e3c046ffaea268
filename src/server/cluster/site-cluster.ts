import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { isListeningMessage } from './child-messages';
import { exitDescription, stopProcess } from './stop-process';

const WORKER_ENTRY = fileURLToPath(new URL('./site-worker.ts', import.meta.url));

/** A replacement that died before it listened waits this long, so a crash at start does not spin. */
const RESTART_PAUSE_MS = 1_000;

export interface SiteClusterOptions {
  /** How many worker processes (WEB_CONCURRENCY). */
  workers: number;
  /** Added to every worker's environment: SANDBOX_URL when the sandbox runs in its own process. */
  env: Record<string, string>;
}

export interface SiteCluster {
  /** The site's url, as the workers report it, e.g. http://localhost:3000. */
  url: string;
  /** Stops every worker (SIGTERM: each closes its server) and resolves once all have exited. */
  close(): Promise<void>;
}

/** Resolves with the worker's url once it listens; rejects if it exits first. */
function whenListening(worker: Worker): Promise<string> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(
        new Error(
          `Site worker ${worker.process.pid} ended before it listened (${exitDescription(code, signal)})`,
        ),
      );
    worker.once('exit', onExit);
    worker.on('message', (message) => {
      if (!isListeningMessage(message)) return;
      worker.off('exit', onExit);
      resolve(message.url);
    });
  });
}

function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
}

/**
 * Replaces every worker that ends while the cluster is not closing, and says so on the log.
 * Returns the function that stops doing so (the cluster is closing).
 */
function superviseWorkers(fork: () => Worker): () => void {
  let closing = false;
  const pending = new Set<NodeJS.Timeout>();
  const listened = new WeakSet<Worker>();
  const markListening = (worker: Worker, message: unknown) => {
    if (isListeningMessage(message)) listened.add(worker);
  };
  const replace = (worker: Worker, code: number | null, signal: NodeJS.Signals | null) => {
    if (closing) return;
    const pid = worker.process.pid;
    console.error(`Site worker ${pid} ended (${exitDescription(code, signal)}); starting another`);
    const timer = setTimeout(
      () => {
        pending.delete(timer);
        if (closing) return;
        const next = fork();
        whenListening(next).then(
          () => console.log(`Site worker ${next.process.pid} listening in place of ${pid}`),
          // Its own exit is heard by this same handler, which starts the next one.
          () => {},
        );
      },
      listened.has(worker) ? 0 : RESTART_PAUSE_MS,
    );
    pending.add(timer);
  };
  cluster.on('message', markListening);
  cluster.on('exit', replace);
  for (const worker of liveWorkers()) listened.add(worker);
  return () => {
    closing = true;
    for (const timer of pending) clearTimeout(timer);
    cluster.off('message', markListening);
    cluster.off('exit', replace);
  };
}

/**
 * Forks the site's workers (src/server/cluster/site-worker.ts), which all listen on the same port,
 * and resolves once every one of them listens; then keeps that many running. Rejects, with every
 * worker stopped, when one ends before it listens (the port is taken, the build is missing, ...).
 */
export async function startSiteCluster(options: SiteClusterOptions): Promise<SiteCluster> {
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  const fork = () => cluster.fork(options.env);
  const workers = Array.from({ length: options.workers }, fork);
  let urls: string[];
  try {
    urls = await Promise.all(workers.map(whenListening));
  } catch (error) {
    await Promise.all(workers.map((worker) => stopProcess(worker.process)));
    throw error;
  }
  const stopSupervising = superviseWorkers(fork);
  return {
    url: urls[0]!,
    close: async () => {
      stopSupervising();
      await Promise.all(liveWorkers().map((worker) => stopProcess(worker.process)));
    },
  };
}
