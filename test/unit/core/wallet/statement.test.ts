import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { LoadStatement } from '../../../../src/core/wallet/load-statement.use-case';
import { statementCsv, type StatementCsvLabels } from '../../../../src/core/wallet/statement-csv';
import {
  statementDays,
  statementPeriod,
  statementPeriodDays,
  statementTotals,
} from '../../../../src/core/wallet/statement-days';
import type { StatementEntry, StatementQuery } from '../../../../src/core/wallet/statement.model';
import { MemoryLogger } from '../../../../src/adapters/fake/memory-logger';
import type { MemberApi } from '../../../../src/ports/member-api.port';

const ZONE = 'Europe/Amsterdam';

function entry(
  at: string,
  kind: StatementEntry['kind'],
  credits: number,
  more: Partial<StatementEntry> = {},
) {
  return { id: `${at}-${kind}`, at, kind, credits, quantity: 1, performer: null, ...more } as StatementEntry;
}

const LABELS: StatementCsvLabels = {
  header: ['Datum', 'Tijd', 'Soort', 'Model', 'Aantal', 'Credits'],
  kinds: {
    purchase: 'Credits gekocht',
    dialIn: 'Credits per telefoon',
    bonus: 'Welkomstcredits',
    tip: 'Fooi',
    chat: 'Betaalde chat',
    vip: 'VIP-show',
    message: 'Bericht',
  },
};

describe('the statement by day', () => {
  const entries = [
    entry('2026-12-06T22:30:00.000Z', 'message', -60, { performer: 'Zoe' }), // 23:30 in Amsterdam: the 6th
    entry('2026-12-06T23:30:00.000Z', 'tip', -100, { performer: 'Zoe' }), // 00:30: the 7th
    entry('2026-12-07T10:00:00.000Z', 'purchase', 1000),
    entry('2026-12-07T11:00:00.000Z', 'bonus', 120),
    entry('2026-12-07T12:00:00.000Z', 'dialIn', 60),
  ];

  it('groups the entries by calendar day in the zone, newest first, with each day’s totals', () => {
    const days = statementDays(entries, ZONE);
    expect(days.map(({ key, spent, bought }) => ({ key, spent, bought }))).toEqual([
      { key: '2026-12-07', spent: 100, bought: 1060 },
      { key: '2026-12-06', spent: 60, bought: 0 },
    ]);
    expect(days[0]!.entries.map((e) => e.kind)).toEqual(['dialIn', 'bonus', 'purchase', 'tip']);
    expect(statementDays(entries, 'UTC').map((day) => day.key)).toEqual(['2026-12-07', '2026-12-06']);
    expect(statementDays(entries, 'UTC')[1]!.entries.map((e) => e.kind)).toEqual(['tip', 'message']);
  });

  it('counts spent credits and bought ones; given credits are neither', () => {
    expect(statementTotals(entries)).toEqual({ spent: 160, bought: 1060 });
    expect(statementTotals([])).toEqual({ spent: 0, bought: 0 });
  });

  it('names the first and last day of the period in the zone', () => {
    const lateEvening = Date.parse('2026-12-07T23:30:00.000Z'); // the 8th in Amsterdam
    expect(statementPeriodDays(7, lateEvening, ZONE)).toEqual({ first: '2026-12-02', last: '2026-12-08' });
  });

  it('takes the last days in the zone, today included, to the start of tomorrow', () => {
    const now = Date.parse('2026-12-07T16:00:00.000Z');
    expect(statementPeriod(30, now, ZONE)).toEqual({
      from: '2026-11-07T23:00:00.000Z',
      to: '2026-12-07T23:00:00.000Z',
    });
    // Across the end of summer time the first day still starts at midnight in the zone.
    expect(statementPeriod(2, Date.parse('2026-10-25T12:00:00.000Z'), ZONE).from).toBe(
      '2026-10-23T22:00:00.000Z',
    );
  });
});

describe('the statement as CSV', () => {
  it('has a header row, ISO days and moments in the zone, integer amounts and CRLF line ends', () => {
    const csv = statementCsv(
      [
        entry('2026-12-06T23:30:05.789Z', 'chat', -180, { performer: 'Zoe', quantity: 3 }),
        entry('2026-12-07T10:00:00.000Z', 'purchase', 1000),
      ],
      ZONE,
      LABELS,
    );
    expect(csv).toBe(
      'Datum,Tijd,Soort,Model,Aantal,Credits\r\n' +
        '2026-12-07,2026-12-07T00:30:05+01:00,Betaalde chat,Zoe,3,-180\r\n' +
        '2026-12-07,2026-12-07T11:00:00+01:00,Credits gekocht,,1,1000\r\n',
    );
  });

  it('quotes fields with quotes, separators or line breaks, and keeps names from being formulas', () => {
    const named = (performer: string) => entry('2026-12-07T10:00:00.000Z', 'tip', -100, { performer });
    const rows = statementCsv(
      [named('Zoë "Z", de eerste'), named('=HYPERLINK("x")'), named('-1+1'), named('@me'), named('a;b\nc')],
      ZONE,
      { ...LABELS, kinds: { ...LABELS.kinds, tip: 'Fooi, met "tekst"' } },
    )
      .split('\r\n')
      .slice(1, -1);
    expect(rows.map((row) => row.slice('2026-12-07,2026-12-07T11:00:00+01:00,'.length))).toEqual([
      '"Fooi, met ""tekst""","Zoë ""Z"", de eerste",1,-100',
      '"Fooi, met ""tekst""","\'=HYPERLINK(""x"")",1,-100',
      '"Fooi, met ""tekst""",\'-1+1,1,-100',
      '"Fooi, met ""tekst""",\'@me,1,-100',
      '"Fooi, met ""tekst""","a;b\nc",1,-100',
    ]);
  });

  it('is the header row alone for an empty period', () => {
    expect(statementCsv([], ZONE, LABELS)).toBe('Datum,Tijd,Soort,Model,Aantal,Credits\r\n');
  });
});

describe('LoadStatement', () => {
  function memberApi(walletHistory: MemberApi['walletHistory']): MemberApi {
    return { walletHistory } as MemberApi;
  }

  const period = { from: '2026-11-30T23:00:00.000Z', to: '2026-12-07T23:00:00.000Z' };

  it('reads every page of the period, newest first', async () => {
    const asked: StatementQuery[] = [];
    const pages = [
      { entries: [entry('2026-12-07T12:00:00.000Z', 'tip', -100)], nextPage: 1 },
      { entries: [entry('2026-12-05T12:00:00.000Z', 'purchase', 500)], nextPage: null },
    ];
    const api = memberApi(async (query) => {
      asked.push(query);
      return pages[query.page]!;
    });
    const result = await new LoadStatement(api, new MemoryLogger()).execute(period);
    expect(asked).toEqual([
      { ...period, page: 0 },
      { ...period, page: 1 },
    ]);
    expect(result).toEqual({ ok: true, value: [...pages[0]!.entries, ...pages[1]!.entries] });
  });

  it('fails as unavailable when the backend does not answer, and logs it; a bug still throws', async () => {
    const logger = new MemoryLogger();
    const down = memberApi(() => Promise.reject(new ApiError(ERROR_LABELS.network, 0)));
    expect(await new LoadStatement(down, logger).execute(period)).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(logger.messages('error')).toContain('Statement load failed');
    const broken = memberApi(() => Promise.reject(new TypeError('bug')));
    await expect(new LoadStatement(broken, logger).execute(period)).rejects.toThrow('bug');
  });
});
