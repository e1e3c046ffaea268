import type { Unsubscribe } from './member-events.port';

/** What the player shows the room: the performer's show, and reactions to what happens in it. */
export interface StreamTarget {
  performerId: number;
  username: string;
  /** Her snapshot URL: the sandbox show animates it. */
  snapshot: string;
  /** The chat join token, for a partner's streaming client. */
  token: string;
}

export type StreamPlayerEvent =
  | { kind: 'playing' }
  | { kind: 'audio'; available: boolean }
  | { kind: 'video'; available: boolean }
  | { kind: 'error'; error: string };

/**
 * The live stream of the room (issue 12). The sandbox draws a simulated show on a canvas; a
 * partner's adapter loads the streaming client script named in the white-label configuration.
 */
export interface StreamPlayer {
  /** Starts playing into `container` (an element the room owns). */
  play(container: HTMLElement, target: StreamTarget): Promise<void>;
  /** A tip or toy vibration: the show reacts visibly. `level` is the toy's strength, 0 for a plain tip. */
  react(reaction: { amount: number; level: number; nickname: string }): void;
  onEvent(handler: (event: StreamPlayerEvent) => void): Unsubscribe;
  /** Stops and frees the player client (SPEC §4: cleared after leaving). */
  stop(): void;
}
