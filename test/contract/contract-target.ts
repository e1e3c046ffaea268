import type { ChatEvent } from '../../src/core/live-chat/chat.model';
import type { BackendPorts } from '../../src/ports/backend-ports';
import type { Credentials } from '../../src/ports/credentials.port';

/** One visitor: a set of ports and the session holder they all read the login token from. */
export type VisitorPorts = BackendPorts & { credentials: Credentials };

/**
 * The outside world the sandbox simulates: mail, the payment provider's page, the telephone, the
 * performers' studio and the network. Only a sandbox (or the fake) has these; against a partner's backend they are null
 * and the tests that need them are skipped.
 */
export interface SandboxTools {
  /** The newest activation token mailed to this address. */
  activationToken(email: string): string | null;
  /** The login token and one-time password of the newest password-reset link mailed to this address. */
  resetLink(email: string): { token: string; password: string } | null;
  /** The provider reports the checkout at `paymentURL` as paid or failed with a reason code. */
  completeCheckout(paymentURL: string, outcome: 'success' | number): Promise<void>;
  /** Someone calls the IVR session's number; the IVR reads out the pin. */
  phoneCall(session: string): Promise<{ pincode: string }>;
  /** After the site sent the pin, the caller accepts the tariff (presses 1): the call starts. */
  pressOne(session: string): Promise<void>;
  hangUp(session: string): Promise<void>;
  /** Cuts every member socket from the server side. */
  dropSockets(): void;
  /**
   * The studio sets a performer's status now (0, 1, 3, 5 or 9), or back to the schedule (null);
   * every member channel, guests' too, hears performerStatus.
   */
  setPerformerStatus(username: string, status: number | null): Promise<void>;
  /** The studio turns a performer's toy on or off; her room hears it (updatedSettings). */
  setToy(performerId: number, on: boolean): Promise<void>;
  /**
   * Puts a conversation with this performer in the inbox of the member the token belongs to: the
   * member's first line, then `answers` lines of the performer, none of them read. Returns its id.
   */
  seedConversation(token: string, performerId: number, answers: number): Promise<number>;
  /** The engine sends this event to everyone in the room. */
  emitRoomEvent(room: string, event: ChatEvent): void;
}

export interface ContractTarget {
  /** A fresh set of ports with its own (empty) session holder: one visitor. */
  makePorts(): VisitorPorts;
  tools: SandboxTools | null;
  /** Moves the backend's time forward when it can (fake clock); a real backend just waits. */
  advance(ms: number): void;
  /** How long to wait for something realtime before failing (longer against a real backend). */
  realtimeTimeoutMs: number;
  /** A verified member with enough credits for a few messages and tips. */
  member: { username: string; password: string };
}

/** `it`, or `it.skip` when the target lacks the sandbox tools. */
export function itWithTools(target: ContractTarget): jest.It {
  return target.tools ? it : it.skip;
}
