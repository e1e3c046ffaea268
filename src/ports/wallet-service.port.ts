/**
 * The wallet service of SPEC §7 ('Other'): wallet validation and the guest's auto-login, both
 * fire-and-forget for the visitor. SPEC does not show the HTTP details; ours are in docs/api.md.
 * Failures reject with ApiError.
 */
export interface WalletService {
  /** Validates a logged-in member's wallet with the login token; resolves whether it is valid. */
  validate(token: string): Promise<{ valid: boolean }>;
  /** The guest's auto-login at the wallet service, telling it which site the visitor came from. */
  autoLogin(origin: string): Promise<void>;
}
