import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const PROJECT_ROOT = new URL('../..', import.meta.url);
const STARTUP_TIMEOUT_MS = 90_000;
const CALL_TIMEOUT_MS = 20_000;

/** A site cluster as `npm start` runs it (src/server/main.ts), in a process of this test's own. */
export interface RunningCluster {
  url: string;
  primary: ChildProcess;
  /** Every line the cluster printed so far, stdout and stderr. */
  lines: string[];
  /** Stops it with SIGTERM; resolves with its exit code (SIGKILL after 15 s: null). */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** Starts the cluster on a free port and resolves once it prints `Site listening on <url>`. */
export async function startCluster(env: Record<string, string>): Promise<RunningCluster> {
  const port = await freePort();
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [primary.stdout!, primary.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  const stop = () => stopProcess(primary);
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      clearInterval(poll);
      void stop();
      reject(new Error(`The cluster did not start (${reason}):\n${lines.join('\n')}`));
    };
    const started = Date.now();
    const poll = setInterval(() => {
      const ready = lines.find((line) => line.startsWith('Site listening on '));
      if (ready) {
        clearInterval(poll);
        resolve(ready.slice('Site listening on '.length));
      } else if (primary.exitCode !== null) fail(`exit code ${primary.exitCode}`);
      else if (Date.now() - started > STARTUP_TIMEOUT_MS) fail('timed out');
    }, 100);
  });
  return { url, primary, lines, stop };
}

/** The processes `parent` started, with their command lines (Linux: read from /proc). */
export function childrenOf(parent: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in brackets may hold spaces: the fields after it are the reliable ones.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      children.push({ pid: Number(entry), command });
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** The pids of the cluster's site workers. */
export function workerPids(cluster: RunningCluster): number[] {
  return childrenOf(cluster.primary.pid!)
    .filter((child) => child.command.includes('site-worker'))
    .map((child) => child.pid);
}

/**
 * Bytes a process has written so far (sockets included), from /proc/<pid>/io: an idle worker writes
 * next to nothing, one that serves pages writes them. The site itself tells nobody which worker answered.
 */
export function bytesWritten(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  return Number(/^wchar: (\d+)$/m.exec(io)?.[1]);
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request on a connection of its own (no agent, `Connection: close`): node:cluster hands each
 * new connection to the next worker, so consecutive calls reach the workers in turn.
 */
export function callOnce(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: options.method ?? 'GET', agent: false, headers: { connection: 'close', ...options.headers } },
      (response) => {
        response.setEncoding('utf8');
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    // A lost connection fails the test instead of hanging it.
    call.setTimeout(CALL_TIMEOUT_MS, () =>
      call.destroy(new Error(`No answer from ${url} within ${CALL_TIMEOUT_MS} ms`)),
    );
    call.on('error', reject);
    call.end(options.body);
  });
}
