import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isListeningMessage } from './child-messages';
import { exitDescription, stopProcess } from './stop-process';

const SANDBOX_ENTRY = fileURLToPath(new URL('../sandbox-main.ts', import.meta.url));

export interface SandboxProcess {
  /** Its origin on the loopback interface, e.g. http://127.0.0.1:41234: the workers' SANDBOX_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Forks the sandbox (src/server/sandbox-main.ts) on a free loopback port and resolves with its url
 * once it listens. A child process rather than the primary itself: the primary stays a small
 * supervisor that a sandbox bug cannot take down with the workers, and it runs the very entry a
 * partner starts on its own for several site processes (scripts/scale-out.mjs).
 * It gets a process group of its own: a Ctrl-C (or a group's SIGTERM) reaches the site's processes
 * only, and the primary stops the sandbox after the workers, whose last requests may still call it.
 * `onUnexpectedExit` hears of an end that `stop()` did not ask for.
 */
export function startSandboxProcess(
  env: NodeJS.ProcessEnv,
  onUnexpectedExit: (description: string) => void,
): Promise<SandboxProcess> {
  const child = fork(SANDBOX_ENTRY, [], {
    env: { ...env, SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1' },
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const failStart = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`The sandbox process ended before it listened (${exitDescription(code, signal)})`));
    child.once('exit', failStart);
    child.once('error', reject);
    child.on('message', (message) => {
      if (!isListeningMessage(message)) return;
      child.off('exit', failStart);
      let stopping = false;
      child.once('exit', (code, signal) => {
        if (!stopping) onUnexpectedExit(exitDescription(code, signal));
      });
      resolve({
        url: message.url,
        stop: () => {
          stopping = true;
          return stopProcess(child);
        },
      });
    });
  });
}
