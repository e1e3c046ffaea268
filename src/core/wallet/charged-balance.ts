import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';

/**
 * Whether a balance covers a cost before the backend is asked. An unknown balance (not loaded
 * yet) is no reason to refuse: the backend has the last word and refuses for credits itself.
 */
export function mayAfford(balance: number | null, cost: number): boolean {
  return balance === null || balance >= cost;
}

export interface ChargedBalancePorts {
  member: MemberApi;
  balance: WalletBalance;
  logger: Logger;
}

/**
 * After a charge went through: the backend's new balance (the one its reply stated, else asked
 * with GET /credits), written to the one balance and returned. The charge happened whatever this
 * read does, so a failing read never turns it into a failure (which would invite paying twice):
 * it is logged, the balance stays as it was, and null says the new figure is unknown.
 */
export async function balanceAfterCharge(
  ports: ChargedBalancePorts,
  stated: number | undefined,
  charge: string,
): Promise<number | null> {
  let credits: number;
  try {
    credits = stated ?? (await ports.member.getCredits());
  } catch (error) {
    ports.logger.warn(`The balance after ${charge} could not be read; the charge went through`, error);
    return null;
  }
  ports.balance.update(credits);
  return credits;
}
