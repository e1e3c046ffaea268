import { isApiError } from '../../src/core/common/api-error.model';
import type { ContractTarget, VisitorPorts } from './contract-target';

let counter = 0;

/** A user name no other test (or earlier run against a real backend) has used: 4-14 characters. */
export function uniqueName(prefix = 'c'): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 5).toString(36);
  return `${prefix}${counter.toString(36)}${random}`.slice(0, 14);
}

/** Expects the promise to reject with an ApiError carrying this label (SPEC §8). */
export async function expectLabel(promise: Promise<unknown>, label: string): Promise<void> {
  const error = await promise.then(
    () => new Error(`expected a rejection with ${label}, but it resolved`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error instanceof Error ? error : new Error(String(error));
  expect(error.label).toBe(label);
}

/** Logs the target's verified member in: the visitor's session holder gets the token, which it returns. */
export async function loginMember(target: ContractTarget, ports: VisitorPorts): Promise<string> {
  const { token } = await ports.member.login(target.member);
  ports.credentials.set(token);
  return token;
}

/** Registers a fresh (unverified, 0 credits) member and logs in with it. */
export async function registerAndLogin(
  ports: VisitorPorts,
): Promise<{ username: string; email: string; token: string }> {
  const username = uniqueName('r');
  const email = `${username}@example.test`;
  await ports.member.register({ username, email, password: 'secret123', meta: {} });
  const { token } = await ports.member.login({ username, password: 'secret123' });
  ports.credentials.set(token);
  return { username, email, token };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` passes, moving the backend's clock by `stepMs` each round so timers of a
 * fake world fire, while real sockets get real time to deliver.
 */
export async function eventually<T>(
  target: ContractTarget,
  check: () => T | undefined | null | false,
  stepMs = 1000,
): Promise<T> {
  const deadline = Date.now() + target.realtimeTimeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a realtime condition');
    target.advance(stepMs);
    await sleep(20);
  }
}
