import type { ResolutionContext } from 'inversify';
import type { BackendPorts } from '../ports/backend-ports';
import type { Credentials } from '../ports/credentials.port';
import type { WalletBalance } from '../ports/wallet-balance.port';
import { TOKENS } from './tokens';

/**
 * A module loaded once per process or tab. Containers are made per request, and resolving a
 * dynamic import anew for each one showed up in the server's profile under load.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** The container's backend ports, made (and their transport loaded) with the first use-case that needs them. */
export function backendOf(context: ResolutionContext): Promise<BackendPorts> {
  return context.getAsync<BackendPorts>(TOKENS.Backend);
}

/**
 * The container's session holder and balance, in the order the session use-cases take them
 * (`new Login(member, ...sessionPorts(context), storages)`).
 */
export function sessionPorts(context: ResolutionContext): [Credentials, WalletBalance] {
  return [context.get<Credentials>(TOKENS.Credentials), context.get<WalletBalance>(TOKENS.WalletBalance)];
}
