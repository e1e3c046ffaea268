import { FakeBackend } from '../../adapters/fake/fake-backend';

/**
 * The sandbox's world as the environment seeds it: SANDBOX_SEED (the default world's otherwise) and
 * SANDBOX_GUEST_CHAT_SECONDS (a guest's free-chat time limit, the fake's default otherwise). The
 * same wherever the sandbox runs: mounted in the site, or in a process of its own.
 */
export function sandboxBackendFromEnv(env: Record<string, string | undefined>): FakeBackend {
  const guestChatSeconds = Number(env.SANDBOX_GUEST_CHAT_SECONDS);
  return new FakeBackend({
    seed: Number(env.SANDBOX_SEED ?? 20261122),
    guestChatSeconds: guestChatSeconds > 0 ? guestChatSeconds : undefined,
  });
}
