import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { ROOM_STATE_UNKNOWN } from '../../../../src/core/live-chat/chat.model';
import { JoinChat } from '../../../../src/core/live-chat/join-chat.use-case';
import { LeaveChat } from '../../../../src/core/live-chat/leave-chat.use-case';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

const LIVE = 1;
const FREE = 3;

async function performerId(setup: FakeSetup): Promise<number> {
  const page = await setup.ports.performers.find({ limit: 1 });
  return page.items[0]!.id;
}

function joinChat(setup: FakeSetup): JoinChat {
  return new JoinChat(setup.ports.member, setup.ports.chat, setup.credentials, setup.logger);
}

describe('JoinChat', () => {
  it('joins a member in paid chat when she is live, and names the member', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    setup.backend.world.performers.setStatusOverride(id, LIVE);
    const joined = await joinChat(setup).execute({ performerId: id, onlineStatus: LIVE });
    expect(joined).toMatchObject({ ok: true, value: { kind: 'chat' } });
    if (!joined.ok) return;
    expect(joined.value.session.room).toBe(`performer-${id}`);
    // Joined for real: a command in the room now works.
    await expect(
      setup.ports.chat.action({ action: 'message', message: 'hoi', messageType: 'room' }),
    ).resolves.toEqual({});
  });

  it('enters only once the room is listened to (what the room says at the entry is not lost)', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    const order: string[] = [];
    jest.spyOn(setup.ports.chat, 'join').mockImplementation(async () => {
      order.push('enter');
      return ROOM_STATE_UNKNOWN;
    });
    const joined = joinChat(setup).execute({
      performerId: id,
      onlineStatus: LIVE,
      beforeEnter: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('listening');
      },
    });
    await joined;
    expect(order).toEqual(['listening', 'enter']);
  });

  it('tells the room as the visitor enters it: her status and her toy, already on', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    setup.backend.world.performers.setStatusOverride(id, LIVE);
    setup.backend.world.chat.setToy(id, true);
    const joined = await joinChat(setup).execute({ performerId: id, onlineStatus: LIVE });
    expect(joined).toMatchObject({
      ok: true,
      value: { room: { onlineStatus: LIVE, toyActive: true, vip: false } },
    });
  });

  it('ends a failure of the network or the backend as failed, with the cause logged', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    const cause = new ApiError(ERROR_LABELS.network, 0, 'socket hang up');
    jest.spyOn(setup.ports.chat, 'join').mockRejectedValue(cause);
    await expect(joinChat(setup).execute({ performerId: id, onlineStatus: LIVE })).resolves.toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
    expect(setup.logger.entries).toContainEqual(
      expect.objectContaining({ message: 'Entering the chat failed', detail: cause }),
    );
  });

  it('enters the same seat again and tells the room as it is now, or null when the seat is gone', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    const join = joinChat(setup);
    const joined = await join.execute({ performerId: id, onlineStatus: LIVE });
    if (!joined.ok) throw new Error('not joined');
    setup.backend.world.chat.setToy(id, false);
    await expect(join.again(joined.value.session)).resolves.toMatchObject({ toyActive: false, vip: false });
    await expect(join.again({ token: 'chat_unknown', room: joined.value.session.room })).resolves.toBeNull();
  });

  it('joins a guest in free chat only', async () => {
    const setup = fakeSetup();
    const id = await performerId(setup);
    setup.backend.world.performers.setStatusOverride(id, FREE);
    await expect(joinChat(setup).execute({ performerId: id, onlineStatus: FREE })).resolves.toMatchObject({
      ok: true,
      value: { kind: 'free' },
    });
    await expect(joinChat(setup).execute({ performerId: id, onlineStatus: LIVE })).resolves.toEqual({
      ok: false,
      error: { kind: 'membersOnly' },
    });
  });

  describe('a guest on a phone call', () => {
    /** A guest's call in progress (SPEC §4 dial-in): dialled, the pin sent, 1 pressed. */
    async function callInProgress(setup: FakeSetup, country: 'NL' | 'BE' = 'NL') {
      const ivr = await setup.ports.dialIn.getIvrSession({ country });
      const { pincode } = setup.backend.world.phoneCall(ivr.session);
      await setup.ports.dialIn.pay({ username: 'anonymous1234567', provider: 'dialin', pincode, params: {} });
      setup.backend.world.dialIn.connect(ivr.session);
      return ivr.session;
    }

    it('joins paid chat under the call’s name, paid by the call’s credits minute by minute', async () => {
      const setup = fakeSetup();
      const id = await performerId(setup);
      setup.backend.world.performers.setStatusOverride(id, LIVE);
      const session = await callInProgress(setup);
      const joined = await joinChat(setup).execute({
        performerId: id,
        onlineStatus: LIVE,
        phoneSession: session,
      });
      expect(joined).toMatchObject({ ok: true, value: { kind: 'chat', nickname: 'anonymous1234567' } });
      const { dialIn } = setup.backend.world;
      // The call credited its first minute on pressing 1; the seat spent it on entering.
      expect(dialIn.callCredits(session)).toBe(0);
      setup.clock.advance(60_000);
      // The next call minute came in and the chat's next minute went out: still in the room.
      expect(dialIn.callCredits(session)).toBe(0);
      await expect(
        setup.ports.chat.action({ action: 'message', message: 'hoi', messageType: 'room' }),
      ).resolves.toEqual({});
    });

    it('is not kicked from free chat when the guest time is up: the call pays for the time', async () => {
      const setup = fakeSetup();
      const id = await performerId(setup);
      setup.backend.world.performers.setStatusOverride(id, FREE);
      const session = await callInProgress(setup);
      await joinChat(setup).execute({ performerId: id, onlineStatus: FREE, phoneSession: session });
      setup.clock.advance(10 * 60_000);
      await expect(
        setup.ports.chat.action({ action: 'message', message: 'nog hier', messageType: 'room' }),
      ).resolves.toEqual({});
    });

    it('is a guest again once the call has ended (membersOnly), and nothing is charged', async () => {
      const setup = fakeSetup();
      const id = await performerId(setup);
      const session = await callInProgress(setup, 'BE');
      setup.backend.world.hangUp(session);
      await expect(
        joinChat(setup).execute({ performerId: id, onlineStatus: LIVE, phoneSession: session }),
      ).resolves.toEqual({ ok: false, error: { kind: 'membersOnly' } });
      expect(setup.backend.world.dialIn.callCredits(session)).toBe(120);
    });

    it('waits for the next call minute for a second seat in the same minute (noCredits)', async () => {
      const setup = fakeSetup();
      const id = await performerId(setup);
      const session = await callInProgress(setup);
      const input = { performerId: id, onlineStatus: LIVE, phoneSession: session };
      await joinChat(setup).execute(input);
      await new LeaveChat(setup.ports.chat, setup.logger).execute('tabChange');
      await expect(joinChat(setup).execute(input)).resolves.toEqual({
        ok: false,
        error: { kind: 'noCredits' },
      });
      setup.clock.advance(60_000);
      await expect(joinChat(setup).execute(input)).resolves.toMatchObject({ ok: true });
    });

    it('is not sent for a member: a member’s call credits the member’s own balance', async () => {
      const setup = fakeSetup();
      await logIn(setup, 'demo', 'demo1234');
      const id = await performerId(setup);
      const spy = jest.spyOn(setup.ports.member, 'joinChat');
      await joinChat(setup).execute({ performerId: id, onlineStatus: LIVE, phoneSession: 'ivr_any' });
      expect(spy).toHaveBeenCalledWith({ performerId: id, kind: 'chat' });
    });
  });

  it.each([0, 5, 9])('calls nothing when she cannot chat (status %p)', async (status) => {
    const setup = fakeSetup();
    const spy = jest.spyOn(setup.ports.member, 'joinChat');
    await expect(joinChat(setup).execute({ performerId: 1, onlineStatus: status })).resolves.toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('lets the visitor leave, after which the room refuses commands', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const id = await performerId(setup);
    await joinChat(setup).execute({ performerId: id, onlineStatus: LIVE });
    await new LeaveChat(setup.ports.chat, setup.logger).execute('tabChange');
    await expect(setup.ports.chat.action({ action: 'stopVip' })).rejects.toMatchObject({
      label: 'forbidden',
    });
  });

  it('logs a failed leave instead of failing', async () => {
    const setup = fakeSetup();
    await expect(new LeaveChat(setup.ports.chat, setup.logger).execute('logout')).resolves.toBeUndefined();
    expect(setup.logger.entries.some((entry) => entry.message.includes('logout'))).toBe(true);
  });
});
