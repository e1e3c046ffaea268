// The page's first Intl formatter of a kind or locale makes a phone load that locale's data, a long
// task (docs/decisions.md, 60 "Zoned times and date labels with luxon"): the labels may ask Intl for
// the zone's offsets, which luxon does in English, and for nothing else.

const INTL_CONSTRUCTORS = [
  'DateTimeFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Locale',
] as const;

/** Runs `use` with every Intl constructor recording what it is asked to make. */
async function recordingIntl(use: () => Promise<void>): Promise<string[]> {
  const made: string[] = [];
  const originals = INTL_CONSTRUCTORS.map((name) => [name, Intl[name]] as const);
  for (const [name, original] of originals) {
    const recording = new Proxy(original, {
      construct(target, args: unknown[]) {
        const options = args[1] as { timeZone?: string } | undefined;
        made.push(`${name} ${String(args[0] ?? 'system locale')} ${options?.timeZone ?? 'no zone'}`);
        return Reflect.construct(target, args) as object;
      },
    });
    Object.defineProperty(Intl, name, { value: recording, configurable: true, writable: true });
  }
  try {
    await use();
  } finally {
    for (const [name, original] of originals)
      Object.defineProperty(Intl, name, { value: original, configurable: true, writable: true });
  }
  return made;
}

describe('the date labels and Intl', () => {
  it('ask Intl for the zone’s offsets in English and for nothing else', async () => {
    const made = await recordingIntl(() =>
      // A module registry of its own: luxon keeps the formatters it made, and must make them here.
      jest.isolateModulesAsync(async () => {
        const labels = await import('../../../../src/core/messaging/date-labels');
        // The night the clocks go forward, in Dutch: a time, yesterday, a weekday, dates.
        const context = {
          now: Date.parse('2026-03-29T00:30:00Z'),
          zone: 'Europe/Amsterdam',
          locale: 'nl' as const,
        };
        const values = [
          '2026-03-29T00:10:00Z',
          '2026-03-28 21:00:00',
          Date.parse('2026-03-23T10:00:00Z'),
          '2026-01-02T10:00:00.250+01:00',
          '2025-10-26 01:30:00',
        ];
        const kinds = values.map((value) => labels.dateLabel(value, context).kind);
        expect(kinds).toEqual(['time', 'yesterday', 'weekday', 'date', 'dateWithYear']);
        expect(
          values.map((value) => `${labels.dayKey(value, context)} ${labels.timeLabel(value, context)}`),
        ).toEqual([
          '2026-03-29 01:10',
          '2026-03-28 22:00',
          '2026-03-23 11:00',
          '2026-01-02 10:00',
          '2025-10-26 02:30',
        ]);
      }),
    );
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((what) => what !== 'DateTimeFormat en-US Europe/Amsterdam')).toEqual([]);
  });
});
