import {
  clockText,
  liveReactions,
  showFrame,
  TIP_FLOAT_MS,
  VIBRATION_MS,
} from '../../../../src/adapters/stream/show-frame';

const tip = (at: number) => ({ amount: 500, level: 0, nickname: 'bert', at });
const toy = (at: number, level: number) => ({ amount: 500, level, nickname: 'bert', at });

describe('the sandbox show', () => {
  it('shows a live clock', () => {
    expect(clockText(new Date(2026, 10, 24, 9, 5, 7).getTime())).toBe('09:05:07');
  });

  it("floats a tipper's name up and away within three seconds", () => {
    const start = showFrame(1000, 0, [tip(1000)], false);
    expect(start.labels).toEqual([expect.objectContaining({ text: 'bert ♥ 500', rise: 0, alpha: 1 })]);
    const later = showFrame(1000 + TIP_FLOAT_MS / 2, 0, [tip(1000)], false);
    expect(later.labels[0]!.rise).toBeCloseTo(0.5);
    expect(showFrame(1000 + TIP_FLOAT_MS, 0, [tip(1000)], false).labels).toEqual([]);
  });

  it('shakes harder for a stronger vibration, and not at all under reduced motion', () => {
    const strength = (level: number, reduced = false) => {
      const frames = [0, 7, 13, 29].map((t) => showFrame(5000 + t, 0, [toy(5000, level)], reduced));
      return Math.max(...frames.map((frame) => Math.hypot(frame.shakeX, frame.shakeY)));
    };
    expect(strength(20)).toBeGreaterThan(strength(10));
    expect(strength(10)).toBeGreaterThan(strength(2));
    expect(strength(20, true)).toBe(0);
    expect(showFrame(5000, 0, [toy(5000, 20)], true).pulse).toBeGreaterThan(0);
    expect(showFrame(5000 + VIBRATION_MS, 0, [toy(5000, 20)], false).pulse).toBe(0);
  });

  it('keeps only the reactions still showing', () => {
    expect(liveReactions([tip(0), tip(5000)], 5100)).toEqual([tip(5000)]);
  });
});
