import { fail, ok, type Result } from '../../../../../src/core/common/result.model';
import type { StatementEntry } from '../../../../../src/core/wallet/statement.model';
import { StatementViewModel } from '../../../../../src/ui/features/wallet/view-models/statement.view-model';

type Answer = Result<StatementEntry[], { kind: 'unavailable' }>;

/** A wallet whose statement answers when the test says, one answer per call. */
function wallet() {
  const calls: { period: { from: string; to: string }; answer: (result: Answer) => void }[] = [];
  const loadStatement = {
    execute: (period: { from: string; to: string }) =>
      new Promise<Answer>((answer) => calls.push({ period, answer })),
  };
  return { calls, feature: { loadStatement } as never };
}

const NOW = Date.parse('2026-12-07T16:00:00.000Z');
const tip: StatementEntry = {
  id: '1',
  at: '2026-12-07T12:00:00.000Z',
  kind: 'tip',
  credits: -100,
  quantity: 1,
  performer: 'Zoe',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StatementViewModel', () => {
  it('loads the last 30 days, then shows the entries by day with the totals', async () => {
    const { calls, feature } = wallet();
    const vm = new StatementViewModel(feature, () => NOW);
    const loading = vm.load();
    expect(vm.state).toBe('loading');
    expect(calls[0]!.period).toEqual({ from: '2026-11-07T23:00:00.000Z', to: '2026-12-07T23:00:00.000Z' });
    calls[0]!.answer(ok([tip]));
    await loading;
    expect(vm.state).toBe('ready');
    expect(vm.byDay.map((day) => [day.key, day.spent])).toEqual([['2026-12-07', 100]]);
    expect(vm.totals).toEqual({ spent: 100, bought: 0 });
    expect(vm.fileName).toBe('statement-2026-11-08-2026-12-07.csv');
    expect(vm.csv({ header: ['a', 'b', 'c', 'd', 'e', 'f'], kinds: { tip: 'Tip' } as never })).toContain(
      ',Tip,Zoe,1,-100\r\n',
    );
  });

  it('fails with a retry, keeping nothing it did not get; a retry loads again', async () => {
    const { calls, feature } = wallet();
    const vm = new StatementViewModel(feature, () => NOW);
    const first = vm.load();
    calls[0]!.answer(fail({ kind: 'unavailable' }));
    await first;
    expect(vm.state).toBe('failed');
    expect(vm.entries).toEqual([]);
    vm.retry();
    expect(vm.state).toBe('loading');
    calls[1]!.answer(ok([]));
    await settle();
    expect(vm.state).toBe('ready');
  });

  it('counts only the answer for the period chosen last', async () => {
    const { calls, feature } = wallet();
    const vm = new StatementViewModel(feature, () => NOW);
    void vm.load();
    vm.choosePeriod(7);
    expect(calls[1]!.period.from).toBe('2026-11-30T23:00:00.000Z');
    calls[1]!.answer(ok([]));
    await settle();
    calls[0]!.answer(ok([tip]));
    await settle();
    expect(vm.days).toBe(7);
    expect(vm.entries).toEqual([]);
    expect(vm.state).toBe('ready');
  });
});
