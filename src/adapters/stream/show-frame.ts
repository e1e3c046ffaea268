/** A tip or toy vibration the show reacts to, with the moment it arrived (ms). */
export interface ShowReaction {
  amount: number;
  level: number;
  nickname: string;
  at: number;
}

export interface FloatingLabel {
  text: string;
  /** 0..1 from the bottom of the picture to the top. */
  rise: number;
  alpha: number;
  /** -1..1 across the picture. */
  drift: number;
}

/** What to draw at one moment: pure, so the show's motion is tested without a canvas. */
export interface ShowFrame {
  zoom: number;
  panX: number;
  panY: number;
  shakeX: number;
  shakeY: number;
  /** 0..1: a ring of light around the picture while her toy runs. */
  pulse: number;
  labels: FloatingLabel[];
  clock: string;
}

/** How long a tip's name floats up, and how long a vibration shakes the picture. */
export const TIP_FLOAT_MS = 3000;
export const VIBRATION_MS = 2500;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function clockText(epochMs: number): string {
  const time = new Date(epochMs);
  return `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`;
}

/** Reactions still showing at `now`; older ones are dropped so a long show keeps a short list. */
export function liveReactions(reactions: readonly ShowReaction[], now: number): ShowReaction[] {
  return reactions.filter((reaction) => now - reaction.at < Math.max(TIP_FLOAT_MS, VIBRATION_MS));
}

/**
 * The show at `now` (ms since the page started) and `epochMs` (the wall clock): a slow zoom and
 * pan of her portrait; each tip floats its tipper's name up; a vibration shakes the picture by its
 * strength (2, 10, 20), or with reduced motion pulses a ring instead.
 */
export function showFrame(
  now: number,
  epochMs: number,
  reactions: readonly ShowReaction[],
  reducedMotion: boolean,
): ShowFrame {
  const slow = now / 8000;
  const vibrating = reactions.filter((reaction) => reaction.level > 0 && now - reaction.at < VIBRATION_MS);
  const strength = vibrating.reduce((max, reaction) => Math.max(max, reaction.level), 0);
  const shake = reducedMotion ? 0 : Math.min(12, strength * 0.6);
  const labels = reactions
    .filter((reaction) => now - reaction.at < TIP_FLOAT_MS)
    .map((reaction, index) => {
      const progress = (now - reaction.at) / TIP_FLOAT_MS;
      const label =
        reaction.level > 0
          ? `${reaction.nickname} ~${reaction.level}`
          : `${reaction.nickname} ♥ ${reaction.amount}`;
      return { text: label, rise: progress, alpha: 1 - progress, drift: ((index % 5) - 2) / 3 };
    });
  return {
    zoom: reducedMotion ? 1.02 : 1.04 + Math.sin(slow) * 0.02,
    panX: reducedMotion ? 0 : Math.sin(slow * 0.7) * 0.015,
    panY: reducedMotion ? 0 : Math.cos(slow * 0.5) * 0.01,
    shakeX: shake * Math.sin(now / 23),
    shakeY: shake * Math.cos(now / 29),
    pulse: strength === 0 ? 0 : 0.5 + 0.5 * Math.sin(now / 120),
    labels,
    clock: clockText(epochMs),
  };
}
