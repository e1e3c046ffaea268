/**
 * The anonymous callers' side of the chat (the chat rooms use it): a guest whose call is on chats
 * under the call's anonymous name and pays with the call's credits.
 */
export interface PhoneCallers {
  /** The anonymous name of a guest's session in call; unauthorized for any other session. */
  callerInCall(session: string): string;
  /** A guest's call's credits not yet spent (0 for an unknown session). */
  callCredits(session: string): number;
  /** Fails with badRequest.deduct.credits.amount, changing nothing, when the call's credits fall short. */
  chargeCall(session: string, amount: number): number;
}
