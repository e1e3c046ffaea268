import { ApiError } from '../../../src/core/common/api-error.model';
import type { FaultSettings } from '../../../src/adapters/fake/faults';
import { flush, loginAs, makeBackend } from './helpers';

type Faults = Partial<FaultSettings>;

/** The demo member's message to performer 1111 under `faults`: the error the caller got, if any. */
async function sendUnder(faults: Faults, message: string) {
  const { backend, ports } = makeBackend();
  await loginAs(ports, 'demo', 'demo1234');
  backend.faults.set(faults);
  const error = await ports.inbox
    .send(0, { attachment: null, message, partnerId: 1111, target: '' })
    .catch((e) => e);
  return { backend, ports, error };
}

/** Whether each of `calls` calls succeeded on a fresh backend under `faults`, and the settings it kept. */
async function outcomes(faults: Faults, calls = 200) {
  const { backend, ports } = makeBackend();
  backend.faults.set(faults);
  const results: boolean[] = [];
  for (let i = 0; i < calls; i++)
    results.push(
      await ports.geolocation.countryCode().then(
        () => true,
        () => false,
      ),
    );
  return { results, settings: backend.faults.settings };
}

describe('FaultInjector', () => {
  it('fails every call with ApiError network (status 0) at errorRate 1, without touching the world', async () => {
    const { backend, ports, error } = await sendUnder({ errorRate: 1 }, 'hoi');
    expect(error).toBeInstanceOf(ApiError);
    expect([error.label, error.status]).toEqual(['network', 0]);
    await expect(ports.performers.find({})).rejects.toMatchObject({ label: 'network' });
    backend.faults.set({ errorRate: 0 });
    expect(await ports.member.getCredits()).toBe(5000);
  });

  it('fails about the configured share of calls, the same ones for the same seed', async () => {
    const { results: first } = await outcomes({ errorRate: 0.3 });
    const failed = first.filter((ok) => !ok).length;
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(90);
    expect((await outcomes({ errorRate: 0.3 })).results).toEqual(first);
  });

  it('loses the answer at lostAnswerRate 1: the call takes effect, the caller gets ApiError network', async () => {
    const { backend, ports, error } = await sendUnder({ lostAnswerRate: 1 }, 'verloren antwoord');
    expect(error).toBeInstanceOf(ApiError);
    expect([error.label, error.status]).toEqual(['network', 0]);
    // A failure the world answered is not turned into a lost answer.
    await expect(ports.inbox.messages(999_999, 0)).rejects.toMatchObject({ label: 'notFound' });
    backend.faults.set({ lostAnswerRate: 0 });
    expect(await ports.member.getCredits()).toBe(5000 - 60);
    const [conversation] = await ports.inbox.list('all');
    expect(conversation?.message?.content).toBe('verloren antwoord');
  });

  it('loses about the configured share of answers, the same ones for the same seed, and clamps to 0..1', async () => {
    const lost = (lostAnswerRate: number) => outcomes({ errorRate: 0.2, lostAnswerRate });
    const first = await lost(0.2);
    const failed = first.results.filter((ok) => !ok).length;
    // 0.2 before the world, then 0.2 of the rest: about 36%.
    expect(failed).toBeGreaterThan(45);
    expect(failed).toBeLessThan(100);
    expect((await lost(0.2)).results).toEqual(first.results);
    expect((await lost(3)).settings.lostAnswerRate).toBe(1);
    expect((await lost(-1)).settings.lostAnswerRate).toBe(0);
  });

  it('draws nothing for lost answers while their rate is 0, so errorRate fails the same calls as before', async () => {
    const failing = async (changes: Faults = {}) =>
      (await outcomes({ errorRate: 0.3, ...changes }, 100)).results;
    expect(await failing({ lostAnswerRate: 0 })).toEqual(await failing());
    expect(await failing({ lostAnswerRate: 0.5 })).not.toEqual(await failing());
  });

  it('delays calls by latencyMs on the injected clock', async () => {
    const { backend, clock, ports } = makeBackend();
    backend.faults.set({ latencyMs: 500 });
    let done = false;
    const call = ports.geolocation.countryCode().then((code) => {
      done = true;
      return code;
    });
    clock.advance(499);
    await flush();
    expect(done).toBe(false);
    clock.advance(1);
    expect(await call).toBe('NL');
  });

  it('drops the member socket, which reconnects with reconnect=true and keeps its subscriptions', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const connects: boolean[] = [];
    const favourites: number[] = [];
    ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
    ports.memberEvents.on('favouriteAdd', ({ performerId }) => favourites.push(performerId));
    ports.memberEvents.connect();
    await flush();
    expect(connects).toEqual([false]);

    expect(backend.faults.dropSocket()).toBe(1);
    expect(ports.memberEvents.isConnected()).toBe(false);
    await ports.member.addFavourite(1201);
    clock.advance(backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(ports.memberEvents.isConnected()).toBe(true);
    expect(connects).toEqual([false, true]);

    await ports.member.addFavourite(1202);
    expect(favourites).toEqual([1202]);
  });

  it('drops the chat channel too: room events while it is down are lost, then it resubscribes and reports the reconnect', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const session = await ports.member.joinChat({ performerId: 1001, kind: 'chat' });
    await ports.chat.join(session);
    const connects: boolean[] = [];
    const said: string[] = [];
    ports.chatEvents.onConnect((reconnect) => connects.push(reconnect));
    ports.chatEvents.subscribe(session.room, (event) => {
      if (event.name === 'message') said.push(event.payload.message);
    });
    await flush();
    expect(connects).toEqual([false]);

    expect(backend.faults.dropSocket()).toBe(1);
    await ports.chat.action({ action: 'message', message: 'lost', messageType: 'room' });
    clock.advance(backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(connects).toEqual([false, true]);
    await ports.chat.action({ action: 'message', message: 'heard', messageType: 'room' });
    expect(said).toEqual(['heard']);
  });

  it('closes the chat channel with its last room: nothing left to drop, and a new room connects afresh', async () => {
    const { backend, ports } = makeBackend();
    const connects: boolean[] = [];
    ports.chatEvents.onConnect((reconnect) => connects.push(reconnect));
    const stop = ports.chatEvents.subscribe('performer-1001', () => {});
    await flush();
    stop();
    expect(backend.faults.dropSocket()).toBe(0);
    ports.chatEvents.subscribe('performer-1001', () => {});
    await flush();
    expect(connects).toEqual([false, false]);
  });

  it('does not reconnect a socket the client disconnected', async () => {
    const { backend, clock, ports } = makeBackend();
    ports.memberEvents.connect();
    backend.faults.dropSocket();
    ports.memberEvents.disconnect();
    clock.advance(60_000);
    expect(ports.memberEvents.isConnected()).toBe(false);
    expect(backend.faults.dropSocket()).toBe(0);
  });
});
