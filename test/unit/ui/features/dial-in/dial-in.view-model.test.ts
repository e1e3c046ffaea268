import type { BackendPorts } from '../../../../../src/ports/backend-ports';
import { FakeBackend } from '../../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../../src/adapters/fake/manual-clock';
import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { LOGGED_OUT, writeAuthState } from '../../../../../src/core/account/auth-state';
import { connectDialIn } from '../../../../../src/ui/features/dial-in/view-models/dial-in-frame';
import { DialInViewModel } from '../../../../../src/ui/features/dial-in/view-models/dial-in.view-model';
import { ShellViewModel } from '../../../../../src/ui/features/shell/view-models/shell.view-model';
import { createFakeApp } from '../../../composition/fake-app';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A tab on the fake backend: its App, frame and an open dial-in drawer's view model. */
async function openDrawer(options: { sandbox?: boolean; member?: boolean } = {}) {
  const clock = new ManualClock();
  const backend = new FakeBackend({ clock });
  const storages = {
    cookie: new MemoryStorage(clock),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  };
  let ports!: BackendPorts;
  const { app, logger, credentials } = createFakeApp({
    fake: backend,
    storages,
    backend: (holder) => (ports = backend.session(holder)),
  });
  const dialIn = await app.features.dialIn();
  const flow = dialIn.dialInFlow;
  const shell = new ShellViewModel(
    { performers: jest.fn(), account: jest.fn(), navigate: jest.fn(), stores: app.stores },
    false,
  );
  if (options.member) {
    // As the login form leaves a tab: the token on the ports and in the cookie, the socket open.
    const { token } = await ports.member.login({ username: 'demo', password: 'demo1234' });
    credentials.set(token);
    writeAuthState(storages.cookie, { ...LOGGED_OUT, token, username: 'demo', loggedIn: true });
    ports.memberEvents.connect();
    shell.seed({ username: 'demo' } as MemberShell);
  }
  shell.openDrawer('dialIn');
  const vm = new DialInViewModel(dialIn, {
    flow: connectDialIn(shell, flow),
    username: () => shell.member?.username ?? null,
    params: { p: '61' },
    sandbox: options.sandbox ?? true,
    close: () => shell.closeDrawer('dialIn'),
  });
  await vm.open();
  const tick = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  return { vm, shell, backend, ports, flow, storages, logger, tick, status: shell.dialIn };
}

type Tab = Awaited<ReturnType<typeof openDrawer>>;

/** The caller dials the number on screen and the site gets the pin the voice read out. */
async function enterHeardPin(tab: Tab) {
  const session = tab.vm.ivr!.session;
  tab.vm.toPin();
  tab.vm.setPincode(tab.backend.world.phoneCall(session).pincode);
  await tab.vm.submit();
  return session;
}

describe('DialInViewModel', () => {
  it('opens on the visitor’s country with its number, the tariff and the sandbox phone', async () => {
    const { vm } = await openDrawer();
    expect(vm.phase).toBe('country');
    expect(vm.country).toBe('NL');
    expect(vm.numbers.map((entry) => entry.id)).toEqual(['NL', 'BE', 'DE']);
    expect(vm.ivr).toMatchObject({ displaynumber: '0900 - 770 0123', flag: 'nl' });
    expect(vm.ivr?.tariff).toBe(0.8);
    expect(vm.doubleCredits).toBe(false);
    expect(vm.phoneUrl).toBe(`/sandbox/phone?session=${vm.ivr!.session}`);
  });

  it('offers no sandbox phone outside the sandbox', async () => {
    const { vm } = await openDrawer({ sandbox: false });
    expect(vm.ivr).not.toBeNull();
    expect(vm.phoneUrl).toBeNull();
  });

  it('shows Belgium’s number with the double-credits promotion', async () => {
    const { vm } = await openDrawer();
    await vm.chooseCountry('BE');
    expect(vm.country).toBe('BE');
    expect(vm.ivr?.flag).toBe('be');
    expect(vm.doubleCredits).toBe(true);
  });

  it('checks the pin: 4 digits, then the backend; a refused one is an invalid pin code', async () => {
    const { vm, backend, ports } = await openDrawer();
    const pay = jest.spyOn(ports.dialIn, 'pay');
    vm.toPin();
    expect(vm.phase).toBe('pin');
    vm.setPincode('12a');
    await vm.submit();
    expect(vm.pinError).toBe('validation.invalidPin');
    expect(pay).not.toHaveBeenCalled();
    const { pincode } = backend.world.phoneCall(vm.ivr!.session);
    vm.setPincode(pincode === '0000' ? '1111' : '0000');
    expect(vm.pinError).toBeNull();
    await vm.submit();
    expect(vm.pinError).toBe('dialIn.invalidPin');
    expect(vm.phase).toBe('pin');
    vm.back();
    expect([vm.phase, vm.pinError]).toEqual(['country', null]);
  });

  it('follows an accepted pin: waiting, the call (drawer closed, banner on), ended, then starts over', async () => {
    const tab = await openDrawer();
    const { vm, shell, backend, status, tick } = tab;
    const session = await enterHeardPin(tab);
    expect(vm.phase).toBe('waiting');
    expect(status.state).toMatchObject({ session, state: 'pending' });
    expect(shell.drawer).toEqual({ name: 'dialIn' });
    backend.world.dialIn.connect(session);
    await tick(1000);
    expect(vm.phase).toBe('active');
    expect(status.active).toBe(true);
    expect(shell.drawer).toBeNull();
    backend.world.hangUp(session);
    await tick(1000);
    expect(vm.phase).toBe('ended');
    expect([status.active, status.state?.state]).toEqual([false, 'ended']);
    expect(backend.world.dialIn.callCredits(status.state!.session!)).toBe(60);
    await tick(3000);
    expect(status.state).toBeNull();
    expect(vm.phase).toBe('country');
    expect(vm.pincode).toBe('');
    expect(vm.ivr?.session).not.toBe(session);
  });

  it('reopens the drawer 100 ms after a started session expired, with a new number', async () => {
    const tab = await openDrawer();
    const { shell, backend, tick } = tab;
    const session = await enterHeardPin(tab);
    backend.world.dialIn.expire(session);
    await tick(1000);
    expect(shell.drawer).toBeNull();
    expect(tab.status.state).toBeNull();
    await tick(100);
    expect(shell.drawer).toEqual({ name: 'dialIn' });
    expect(tab.vm.ivr?.session).not.toBe(session);
  });

  it('resets dial-in when closed while waiting, but not during a call', async () => {
    const tab = await openDrawer();
    const session = await enterHeardPin(tab);
    tab.vm.close();
    expect(tab.shell.drawer).toBeNull();
    expect(tab.status.state).toBeNull();
    expect(tab.storages.cookie.get('dialIn')).toBeNull();

    const second = await openDrawer();
    const call = await enterHeardPin(second);
    second.backend.world.dialIn.connect(call);
    await second.tick(1000);
    second.shell.openDrawer('dialIn');
    second.vm.close();
    expect(second.shell.drawer).toBeNull();
    expect(second.status.active).toBe(true);
    expect(second.storages.cookie.get('dialIn')).toContain(call);
    expect(tab.backend.world.ivrSession(session)?.linked).toBe(true);
  });

  it('credits a logged-in member who pays by phone, who hears the end on the socket', async () => {
    const tab = await openDrawer({ member: true });
    const { vm, backend, tick } = tab;
    const demo = backend.world.members.findByLogin('demo')!;
    const session = await enterHeardPin(tab);
    expect(vm.state.nickname).toBe('demo');
    backend.world.dialIn.connect(session);
    backend.world.hangUp(session);
    await settle();
    expect(vm.phase).toBe('ended');
    expect(backend.world.creditsOf(demo.id)).toBe(5000 + 60);
    await tick(3000);
    expect(vm.phase).toBe('country');
  });

  it('says so when the backend no longer knows the session, and starts over', async () => {
    const tab = await openDrawer();
    await connectDialIn(tab.shell, tab.flow).follow('ivr_gone');
    expect(tab.vm.sessionLost).toBe(true);
    expect(tab.vm.phase).toBe('country');
    expect(tab.status.state).toBeNull();
  });

  it('stops following the flow once disposed', async () => {
    const tab = await openDrawer();
    await enterHeardPin(tab);
    tab.vm.dispose();
    connectDialIn(tab.shell, tab.flow).reset();
    expect(tab.vm.state.state).toBe('pending');
    expect(tab.vm.phase).toBe('waiting');
  });
});
