// Lighthouse's 4x CPU slowdown assumes a host of a certain speed: its default mobile run makes a
// fast desktop (benchmark index about 1,500) behave as a mid-range phone. On a slower host the
// same 4x emulates a slower phone than intended, and Lighthouse warns about it. Its documentation
// (docs/throttling.md, "CPU throttling") says to calibrate the multiplier from the host's
// benchmark index with the Lighthouse team's calculator, whose steps are these
// (patrickhulce/lighthouse-cpu-throttling-calculator).

/** The CPU slowdown that makes a host of `benchmarkIndex` the phone Lighthouse's 4x means. */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return undefined;
  // 1,300 = 3x, 1,533 = 4x, 1,766 = 5x, 2,000 = 6x
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 = 2x, 1,300 = 3x
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 = 1x, 800 = 2x; a host slower than the phone cannot be slowed down to it
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
