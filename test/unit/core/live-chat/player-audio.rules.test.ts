import {
  clampVolume,
  DEFAULT_AUDIO,
  readPlayerAudio,
  writePlayerAudio,
} from '../../../../src/core/live-chat/player-audio.rules';

describe('player audio rules', () => {
  it('reads back what it wrote', () => {
    expect(readPlayerAudio(writePlayerAudio({ muted: true, volume: 0.35 }))).toEqual({
      muted: true,
      volume: 0.35,
    });
  });

  it('starts with sound at full volume when nothing is stored', () => {
    expect(readPlayerAudio(null)).toEqual({ muted: false, volume: 1 });
    expect(readPlayerAudio('')).toBe(DEFAULT_AUDIO);
  });

  it('falls back per field on malformed storage instead of failing', () => {
    expect(readPlayerAudio('{not json')).toEqual(DEFAULT_AUDIO);
    expect(readPlayerAudio('null')).toEqual(DEFAULT_AUDIO);
    expect(readPlayerAudio('{"muted":"yes","volume":0.5}')).toEqual({ muted: false, volume: 0.5 });
    expect(readPlayerAudio('{"muted":true,"volume":"loud"}')).toEqual({ muted: true, volume: 1 });
    expect(readPlayerAudio('{"muted":true,"volume":7}')).toEqual({ muted: true, volume: 1 });
  });

  it('keeps a volume within 0..1', () => {
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(1.5)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(1);
    expect(clampVolume(0.4)).toBe(0.4);
  });
});
