import {
  ChangeSpendingLimit,
  LoadSpendingLimits,
  PauseBuying,
} from '../../../../../src/core/wallet/spending-limits.use-cases';
import { LIMIT_RAISE_DELAY_MS } from '../../../../../src/core/wallet/spending-limits.rules';
import { SpendingLimitsViewModel } from '../../../../../src/ui/features/wallet/view-models/spending-limits.view-model';
import { fakeSetup, logIn } from '../../../support/fake-setup';

const DAY_MS = 86_400_000;

/** The section's view model over the demo member's fake backend, not loaded yet. */
async function unloaded() {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  const { member } = setup.ports;
  const wallet = {
    loadSpendingLimits: new LoadSpendingLimits(member, setup.logger),
    changeSpendingLimit: new ChangeSpendingLimit(member, setup.logger),
    pauseBuying: new PauseBuying(member, setup.logger),
  };
  return { setup, vm: new SpendingLimitsViewModel(wallet, () => setup.clock.now()) };
}

/** The same, loaded. */
async function shown() {
  const { setup, vm } = await unloaded();
  await vm.load();
  const [day, week, month] = vm.periods;
  return { setup, vm, day: day!, week: week!, month: month! };
}

describe('SpendingLimitsViewModel', () => {
  it('shows a form per period, unbounded until the member sets a limit', async () => {
    const { vm, day, week, month } = await shown();
    expect(vm.state).not.toBeNull();
    expect([day.period, week.period, month.period]).toEqual(['day', 'week', 'month']);
    expect([day.limit, week.limit, month.limit]).toEqual([null, null, null]);
    expect(vm.pause.pausedUntil).toBeNull();
  });

  it('sets a first limit at once, then clears the field and says so', async () => {
    const { day, week } = await shown();
    day.setCredits('300');
    await day.submit();
    expect(day.limit).toBe(300);
    expect(day.saved).toEqual({ kind: 'set', credits: 300 });
    expect(day.form.values.credits).toBe('');
    expect(week.limit).toBeNull();
  });

  it('keeps a raise waiting 24 hours while the old limit holds', async () => {
    const { setup, day } = await shown();
    day.setCredits('300');
    await day.submit();
    day.setCredits('900');
    await day.submit();
    const raise = { period: 'day', credits: 900, from: setup.clock.now() + LIMIT_RAISE_DELAY_MS };
    expect(day.limit).toBe(300);
    expect(day.raise).toEqual(raise);
    expect(day.saved).toEqual({ kind: 'waiting', raise });
  });

  it('removes a limit only after 24 hours, as a raise', async () => {
    const { day } = await shown();
    day.setCredits('300');
    await day.submit();
    await day.remove();
    expect(day.limit).toBe(300);
    expect(day.raise).toMatchObject({ credits: null });
    expect(day.saved).toMatchObject({ kind: 'waiting', raise: { credits: null } });
  });

  it('refuses what is not a whole number, keeping what was typed, and sends nothing', async () => {
    const { day } = await shown();
    day.setCredits('12,5');
    await day.submit();
    expect(day.error).toBe('validation.notANumber');
    expect(day.form.values.credits).toBe('12,5');
    expect(day.limit).toBeNull();
    day.focus();
    expect(day.error).toBeNull();
  });

  it('says a failed change failed and keeps the input; the same submit tries again', async () => {
    const { setup, day } = await shown();
    setup.backend.faults.set({ errorRate: 1 });
    day.setCredits('250');
    await day.submit();
    expect(day.failed).toBe(true);
    expect(day.busy).toBe(false);
    expect(day.form.values.credits).toBe('250');
    setup.backend.faults.set({ errorRate: 0 });
    await day.submit();
    expect(day.failed).toBe(false);
    expect(day.limit).toBe(250);
  });

  it('says a failed removal failed, the limit as it was', async () => {
    const { setup, week } = await shown();
    week.setCredits('1000');
    await week.submit();
    setup.backend.faults.set({ errorRate: 1 });
    await week.remove();
    expect(week.failed).toBe(true);
    expect(week.busy).toBe(false);
    expect(week.raise).toBeNull();
  });

  it('fails to load with a retry that loads again', async () => {
    const { setup, vm } = await unloaded();
    setup.backend.faults.set({ errorRate: 1 });
    await vm.load();
    expect(vm.loadFailed).toBe(true);
    expect(vm.state).toBeNull();
    setup.backend.faults.set({ errorRate: 0 });
    await vm.load();
    expect(vm.loadFailed).toBe(false);
    expect(vm.state).not.toBeNull();
  });
});

describe('BuyingPauseViewModel', () => {
  it('asks before pausing, naming when the pause would end, and pauses on yes', async () => {
    const { setup, vm } = await shown();
    const { pause } = vm;
    pause.choose('7d');
    pause.ask();
    expect(pause.confirming).toBe(true);
    expect(pause.endsAt).toBe(setup.clock.now() + 7 * DAY_MS);
    await pause.confirm();
    expect(pause.confirming).toBe(false);
    expect(pause.pausedUntil).toBe(setup.clock.now() + 7 * DAY_MS);
  });

  it('pauses nothing when the member cancels', async () => {
    const { vm } = await shown();
    vm.pause.ask();
    vm.pause.cancel();
    expect(vm.pause.confirming).toBe(false);
    expect(vm.pause.pausedUntil).toBeNull();
  });

  it('never shortens a running pause: a shorter one ends when the running one does', async () => {
    const { setup, vm } = await shown();
    vm.pause.choose('30d');
    vm.pause.ask();
    await vm.pause.confirm();
    vm.pause.choose('24h');
    expect(vm.pause.endsAt).toBe(setup.clock.now() + 30 * DAY_MS);
  });

  it('keeps the question open after a failed pause, for a retry', async () => {
    const { setup, vm } = await shown();
    setup.backend.faults.set({ errorRate: 1 });
    vm.pause.ask();
    await vm.pause.confirm();
    expect(vm.pause.failed).toBe(true);
    expect(vm.pause.confirming).toBe(true);
    expect(vm.pause.pausing).toBe(false);
    setup.backend.faults.set({ errorRate: 0 });
    await vm.pause.confirm();
    expect(vm.pause.failed).toBe(false);
    expect(vm.pause.pausedUntil).toBe(setup.clock.now() + DAY_MS);
  });
});
