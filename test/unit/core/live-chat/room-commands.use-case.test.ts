import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import {
  ChangeNickname,
  ReportPlayerError,
  StartCamback,
  StopCamback,
  StopVip,
} from '../../../../src/core/live-chat/room-commands.use-case';
import { SendChatMessage } from '../../../../src/core/live-chat/send-chat-message.use-case';
import { Tip } from '../../../../src/core/live-chat/tip.use-case';
import { ToyTip } from '../../../../src/core/live-chat/toy-tip.use-case';
import { fakeSetup } from '../../support/fake-setup';
import { inChat } from './chat-setup';

describe('SendChatMessage', () => {
  it('sends trimmed text to the room, and private and VIP lines to the performer', async () => {
    const { setup, actions } = await inChat();
    const send = new SendChatMessage(setup.ports.chat);
    await expect(send.execute({ text: ' hallo ', tab: 'public' })).resolves.toEqual({
      ok: true,
      value: { text: 'hallo' },
    });
    await send.execute({ text: 'alleen voor jou', tab: 'private' });
    await send.execute({ text: 'show', tab: 'vip' });
    expect(actions.map((action) => action.action === 'message' && action.messageType)).toEqual([
      'room',
      'host',
      'host',
    ]);
  });

  it('refuses empty and over-long text without calling', async () => {
    const { setup, actions } = await inChat();
    const send = new SendChatMessage(setup.ports.chat);
    await expect(send.execute({ text: '   ', tab: 'public' })).resolves.toEqual({
      ok: false,
      error: { kind: 'empty' },
    });
    await expect(send.execute({ text: 'x'.repeat(251), tab: 'public' })).resolves.toEqual({
      ok: false,
      error: { kind: 'tooLong', max: 250 },
    });
    await expect(send.execute({ text: 'x'.repeat(250), tab: 'public' })).resolves.toMatchObject({ ok: true });
    expect(actions).toHaveLength(1);
  });

  it("says 'not started' outside a room and 'not sent' on any other failure", async () => {
    const setup = fakeSetup();
    const send = new SendChatMessage(setup.ports.chat);
    await expect(send.execute({ text: 'hoi', tab: 'public' })).resolves.toEqual({
      ok: false,
      error: { kind: 'notStarted' },
    });
    jest.spyOn(setup.ports.chat, 'action').mockRejectedValue(new ApiError(ERROR_LABELS.network, 0, 'down'));
    await expect(send.execute({ text: 'hoi', tab: 'public' })).resolves.toEqual({
      ok: false,
      error: { kind: 'notSent' },
    });
  });
});

describe('ToyTip', () => {
  it.each([
    ['medium', 100, 2],
    ['hard', 500, 10],
    ['extreme', 1000, 20],
  ] as const)('tips %s as %p credits and vibrates at %p', async (preset, amount, vibrate) => {
    const { setup, actions } = await inChat();
    const toyTip = new ToyTip(new Tip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger));
    await expect(toyTip.execute({ preset })).resolves.toEqual({
      ok: true,
      value: { amount, vibrate, credits: 5000 - amount },
    });
    expect(actions).toEqual([{ action: 'tip', amount, tipType: 'tip', message: '', isPublic: true }]);
  });

  it('fails like a tip when the balance does not cover it', async () => {
    const { setup } = await inChat();
    setup.balance.update(99);
    const toyTip = new ToyTip(new Tip(setup.ports.chat, setup.ports.member, setup.balance, setup.logger));
    await expect(toyTip.execute({ preset: 'medium' })).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
  });
});

describe('room commands', () => {
  it('change the nickname within 4 to 20 characters', async () => {
    const { setup, actions } = await inChat();
    const change = new ChangeNickname(setup.ports.chat);
    await expect(change.execute('abc')).resolves.toEqual({
      ok: false,
      error: { kind: 'length', min: 4, max: 20 },
    });
    await expect(change.execute('x'.repeat(21))).resolves.toMatchObject({ ok: false });
    await expect(change.execute(' Zonnetje ')).resolves.toEqual({ ok: true, value: 'Zonnetje' });
    expect(actions).toEqual([{ action: 'changeNickname', newNickname: 'Zonnetje' }]);
  });

  it("stop VIP, start and stop the camback in a room, and say 'not started' outside one", async () => {
    const { setup } = await inChat();
    for (const command of [
      new StopVip(setup.ports.chat),
      new StartCamback(setup.ports.chat),
      new StopCamback(setup.ports.chat),
    ])
      await expect(command.execute()).resolves.toEqual({ ok: true, value: undefined });
    const outside = fakeSetup();
    await expect(new StopVip(outside.ports.chat).execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'notStarted' },
    });
    jest.spyOn(outside.ports.chat, 'startCamback').mockRejectedValue(new Error('boom'));
    await expect(new StartCamback(outside.ports.chat).execute()).resolves.toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
  });

  it('report a player error, and only log when the report fails', async () => {
    const { setup } = await inChat();
    await new ReportPlayerError(setup.ports.chat, setup.logger).execute('player.load');
    expect(setup.backend.world.chat.reportedErrors.at(-1)).toMatchObject({ error: 'player.load' });
    jest.spyOn(setup.ports.chat, 'reportError').mockRejectedValue(new Error('down'));
    await expect(new ReportPlayerError(setup.ports.chat, setup.logger).execute('x')).resolves.toBeUndefined();
    expect(setup.logger.entries.at(-1)?.level).toBe('warn');
  });
});
