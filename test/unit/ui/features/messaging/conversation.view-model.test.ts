import { createMessagingStores } from '../../../../../src/ui/stores/messaging-stores';
import { UnreadStore } from '../../../../../src/ui/stores/unread-store';
import { zonedCalendar } from '../../../../../src/core/messaging/date-labels';
import * as m from '../../../../../src/composition/features/messaging.use-cases';
import type { MessagingFeature } from '../../../../../src/composition/features/messaging';
import {
  ConversationViewModel,
  type ConversationPartner,
} from '../../../../../src/ui/features/messaging/view-models/conversation.view-model';
import { UnsentMessages } from '../../../../../src/ui/features/messaging/view-models/unsent-messages';
import { fakeSetup, logIn, type FakeSetup } from '../../../support/fake-setup';

function featureOf(setup: FakeSetup): MessagingFeature {
  const { inbox, member } = setup.ports;
  const countUnread = new m.CountUnread(inbox, setup.logger);
  return {
    listConversations: new m.ListConversations(inbox, setup.logger),
    openConversation: new m.OpenConversation(inbox, setup.logger),
    loadOlderMessages: new m.LoadOlderMessages(inbox, setup.logger),
    markConversationRead: new m.MarkConversationRead(inbox, countUnread, setup.logger),
    countUnread,
    deleteConversation: new m.DeleteConversation(inbox, setup.logger),
    listSuggestions: new m.ListSuggestions(inbox, setup.logger),
    sendPrivateMessage: new m.SendPrivateMessage(inbox, member, setup.balance, setup.clock, setup.logger),
    setConversationBubble: new m.SetConversationBubble(inbox, setup.logger),
    setConversationState: new m.SetConversationState(inbox, setup.logger),
    setPerformerBlocked: new m.SetPerformerBlocked(inbox, setup.logger),
    reportPerformer: new m.ReportPerformer(inbox, setup.logger),
    ...createMessagingStores(),
  };
}

/** A member (fresh from a seed account) in a new conversation with a performer. */
async function newConversation(username: string, password: string) {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  const performer = setup.backend.world.performers.get(setup.backend.world.performers.ids()[120]!)!;
  const feature = featureOf(setup);
  const created: ConversationPartner[] = [];
  const modals: string[] = [];
  const unsent = new UnsentMessages(setup.storages.local, session.memberId);
  const make = (own: MessagingFeature = feature, load = () => Promise.resolve(own)) =>
    new ConversationViewModel(
      {
        stores: own,
        feature: load,
        unread: new UnreadStore(),
        unsent,
        memberId: session.memberId,
        showModal: (name) => modals.push(name),
        onCreated: (partner) => created.push(partner),
        now: () => setup.clock.now(),
        calendar: zonedCalendar({ now: setup.clock.now(), zone: 'Europe/Amsterdam', locale: 'en' }),
      },
      {
        partner: { id: performer.id, username: performer.username },
        conversation: null,
        messages: [],
        nextPage: null,
      },
    );
  return { setup, feature, created, modals, unsent, make, vm: make() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConversationViewModel', () => {
  it('creates the conversation with the first message, charges 60 credits and tells the page', async () => {
    const { setup, vm, created } = await newConversation('fan@example.test', 'fan12345');
    vm.setDraft('  Hello there  ');
    expect(await vm.send()).toBe('sent');
    await flush();
    expect(vm.isNew).toBe(false);
    expect(vm.draft).toBe('');
    expect(vm.messages.map((message) => [message.content, message.status])).toEqual([
      ['Hello there', 'sent'],
    ]);
    expect(setup.balance.current()).toBe(240);
    expect(created).toHaveLength(1);
  });

  it('keeps the text in the editor and opens the no-credits modal when credits are short', async () => {
    const { vm, modals } = await newConversation('newbie', 'newbie123');
    vm.setDraft('Are you online?');
    expect(await vm.send()).toBe('noCredits');
    expect(vm.draft).toBe('Are you online?');
    expect(vm.messages).toEqual([]);
    expect(modals).toEqual(['noCredits']);
  });

  it('keeps a failed message not-sent across a reload, and a retry sends it once', async () => {
    const { setup, vm, make, unsent } = await newConversation('fan@example.test', 'fan12345');
    setup.backend.faults.set({ errorRate: 1 });
    vm.setDraft('Lost in the network?');
    expect(await vm.send()).toBe('notSent');
    expect(vm.messages.map((message) => message.status)).toEqual(['not-sent']);
    expect(unsent.all()).toHaveLength(1);
    setup.backend.faults.set({ errorRate: 0 });
    // A reload: a new view model over fresh stores finds the message in local storage.
    const again = make(featureOf(setup));
    again.start();
    const [kept] = again.messages;
    expect(kept).toMatchObject({ content: 'Lost in the network?', status: 'not-sent' });
    expect(await again.retry(kept!.id)).toBe('sent');
    expect(again.messages.map((message) => [message.content, message.status])).toEqual([
      ['Lost in the network?', 'sent'],
    ]);
    expect(unsent.all()).toEqual([]);
    expect(setup.balance.current()).toBe(240);
  });

  it('never locks the editor: a send whose code fails to load stays not-sent with a retry', async () => {
    const { setup, feature, make, unsent } = await newConversation('fan@example.test', 'fan12345');
    const load = jest
      .fn<Promise<MessagingFeature>, []>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(feature);
    const vm = make(feature, load);
    vm.setDraft('Still there?');
    expect(await vm.send()).toBe('notSent');
    expect([vm.sending, vm.draft]).toEqual([false, '']);
    expect(vm.messages.map((message) => [message.content, message.status])).toEqual([
      ['Still there?', 'not-sent'],
    ]);
    expect(unsent.all()).toHaveLength(1);
    expect(await vm.retry(vm.messages[0]!.id)).toBe('sent');
    expect(vm.messages.map((message) => message.status)).toEqual(['sent']);
    expect(setup.balance.current()).toBe(240);
  });

  it('takes a message while its use-cases are still loading, and sends it once they are in', async () => {
    const { setup, feature, make } = await newConversation('fan@example.test', 'fan12345');
    let loaded: (use: MessagingFeature) => void = () => {};
    const vm = make(feature, () => new Promise((resolve) => (loaded = resolve)));
    vm.setDraft('Written before the script was in');
    const sending = vm.send();
    await flush();
    // In the lane at once, marked as sending; nothing charged or sent yet.
    expect(vm.messages.map((message) => message.content)).toEqual(['Written before the script was in']);
    expect(vm.isSending(vm.messages[0]!.id)).toBe(true);
    expect(setup.balance.current()).toBe(300);
    loaded(feature);
    expect(await sending).toBe('sent');
    expect(vm.messages.map((message) => message.status)).toEqual(['sent']);
    expect(setup.balance.current()).toBe(240);
  });

  it('refuses a text over 255 characters without sending it', async () => {
    const { setup, vm } = await newConversation('fan@example.test', 'fan12345');
    vm.setDraft('x'.repeat(256));
    expect(vm.remaining).toBe(-1);
    expect(await vm.send()).toBe('refused');
    expect(vm.tooLong).toBe(true);
    expect(await setup.ports.inbox.list('all')).toEqual([]);
  });

  it('catches up after a reconnect with what arrived meanwhile, each message once', async () => {
    const { setup, vm } = await newConversation('fan@example.test', 'fan12345');
    vm.setDraft('Hello');
    await vm.send();
    const inbox = setup.backend.world.inbox;
    const stored = inbox.require(vm.messages[0]!.senderId!, vm.conversationId);
    // 25 lines of hers that the member's socket never heard of (it was down).
    for (let index = 1; index <= 25; index += 1) {
      setup.clock.advance(1000);
      inbox.append(stored, { senderId: stored.performerId, content: `Missed ${index}` });
    }
    await vm.catchUp();
    await vm.catchUp();
    // Her automatic reply to 'Hello' may come in between: only the test's own lines are compared.
    const contents = vm.messages
      .map((message) => message.content)
      .filter((text) => /^(Hello|Missed \d+)$/.test(text));
    expect(new Set(vm.messages.map((message) => message.id)).size).toBe(vm.messages.length);
    expect(contents).toEqual(['Hello', ...Array.from({ length: 25 }, (_, i) => `Missed ${i + 1}`)]);
    expect(vm.messages.every((message) => message.read || message.owner === 'self')).toBe(true);
  });
});
