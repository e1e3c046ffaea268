/**
 * The member's balance as the backend last stated it (SPEC §3 wallet credits), owned by one store
 * per tab or request. Use-cases that charge read it here; every use-case result and member-socket
 * event that carries a balance writes it here, so every place that shows credits agrees.
 */
export interface WalletBalance {
  /** The last balance the backend stated; null when none is known (a guest, or not loaded yet). */
  current(): number | null;
  /** The backend's newest word on the balance (null: logged out, nothing known). */
  update(credits: number | null): void;
}
