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

/** A picture quality the stream offers, its label as the stream names it (e.g. '720p'). */
export interface Quality {
  id: string;
  label: string;
}

/** What the room's control bar can do with the show now (issue 42). */
export interface PlayerControls {
  /** Whether mute and volume reach the show: a partner's client may not offer them. */
  audio: boolean;
  muted: boolean;
  /** 0..1. */
  volume: number;
  /** The qualities to choose from; none means no choice is shown. */
  qualities: readonly Quality[];
  /** The quality playing, one of `qualities`, or null while there is no choice. */
  quality: string | null;
}

export type StreamPlayerEvent =
  | { kind: 'playing' }
  /** What the controls can do changed: the stream announced its qualities, or one was chosen. */
  | { kind: 'controls'; controls: PlayerControls }
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
  /** What the control bar can do now; settings made before `play` hold once the show plays. */
  controls(): PlayerControls;
  setMuted(muted: boolean): void;
  /** Clamped to 0..1. */
  setVolume(volume: number): void;
  /** One of `controls().qualities`; an id the stream does not offer is ignored. */
  setQuality(id: string): void;
  onEvent(handler: (event: StreamPlayerEvent) => void): Unsubscribe;
  /** Stops and frees the player client (SPEC §4: cleared after leaving). */
  stop(): void;
}
