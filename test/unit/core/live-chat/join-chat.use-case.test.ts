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
  return new JoinChat(setup.ports.member, setup.ports.chat, setup.credentials);
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
