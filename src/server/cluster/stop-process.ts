import type { ChildProcess } from 'node:child_process';

/** How long a child may take to close its connections before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

/** 'exit code 1' or 'signal SIGKILL', for the log. */
export function exitDescription(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Asks a child to close (SIGTERM) and resolves once it has exited; SIGKILL if it takes too long. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
