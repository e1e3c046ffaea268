/** The visitor's sound in her room, kept for the tab's session (issue 42). */
export interface PlayerAudio {
  muted: boolean;
  /** 0..1. */
  volume: number;
}

/** Session-storage key of the player's sound. */
export const PLAYER_AUDIO_KEY = 'playerAudio';

/** A show starts with sound at full volume until the visitor says otherwise. */
export const DEFAULT_AUDIO: PlayerAudio = { muted: false, volume: 1 };

/** The volume slider's step: 5 %, so arrow keys move it in steps one can hear. */
export const VOLUME_STEP = 0.05;

export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_AUDIO.volume;
}

/** What the session stored, or the default for anything missing or malformed (never an error). */
export function readPlayerAudio(stored: string | null): PlayerAudio {
  if (!stored) return DEFAULT_AUDIO;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_AUDIO;
    const { muted, volume } = parsed as Partial<Record<keyof PlayerAudio, unknown>>;
    return {
      muted: typeof muted === 'boolean' ? muted : DEFAULT_AUDIO.muted,
      volume: typeof volume === 'number' ? clampVolume(volume) : DEFAULT_AUDIO.volume,
    };
  } catch {
    return DEFAULT_AUDIO;
  }
}

export function writePlayerAudio(audio: PlayerAudio): string {
  return JSON.stringify({ muted: audio.muted, volume: clampVolume(audio.volume) });
}
