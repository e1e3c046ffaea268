import * as m from '../../../../../src/composition/features/messaging.use-cases';
import type { Conversation } from '../../../../../src/core/messaging/conversation.model';
import type { MessagingFeature } from '../../../../../src/composition/features/messaging';
import { ConversationListViewModel } from '../../../../../src/ui/features/messaging/view-models/conversation-list.view-model';
import { createMessagingStores } from '../../../../../src/ui/stores/messaging-stores';
import { fakeSetup, logIn } from '../../../support/fake-setup';

async function demoList() {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  const { inbox } = setup.ports;
  const feature = {
    listConversations: new m.ListConversations(inbox, setup.logger),
    listSuggestions: new m.ListSuggestions(inbox, setup.logger),
    deleteConversation: new m.DeleteConversation(inbox, setup.logger),
    setConversationState: new m.SetConversationState(inbox, setup.logger),
    ...createMessagingStores(),
  } as unknown as MessagingFeature;
  const seeded = await inbox.list('all');
  const deletedOpen: number[] = [];
  const memberId = setup.backend.world.members.findByLogin('demo')!.id;
  const vm = new ConversationListViewModel(
    {
      stores: feature,
      feature: () => Promise.resolve(feature),
      onDeletedOpen: () => deletedOpen.push(1),
      memberId,
    },
    seeded,
    () => seeded[0]!.id,
  );
  return { setup, vm, seeded, deletedOpen };
}

const names = (conversations: readonly Conversation[]) => conversations.map((c) => c.other.username);

describe('ConversationListViewModel', () => {
  it('filters favourites and suggests performers to write to, ten at a time', async () => {
    const { vm, seeded } = await demoList();
    expect(vm.conversations).toHaveLength(seeded.length);
    await vm.setFilter('models');
    expect(vm.suggestions).toHaveLength(10);
    expect(vm.moreSuggestions).toBe(true);
    await vm.moreSuggestionsPlease();
    expect(new Set(vm.suggestions.map((s) => s.id)).size).toBe(20);
    await vm.setFilter('favourites');
    expect(vm.conversations.length).toBeGreaterThan(0);
    expect(vm.conversations.length).toBeLessThanOrEqual(seeded.length);
    await vm.setFilter('all');
    expect(vm.suggestions).toEqual([]);
    expect(vm.conversations).toHaveLength(seeded.length);
  });

  it('deletes a conversation, leaves the open one for the list, and keeps it when the server refuses', async () => {
    const { setup, vm, seeded, deletedOpen } = await demoList();
    setup.backend.faults.set({ errorRate: 1 });
    await vm.remove(seeded[1]!);
    expect(vm.deleteFailed).toBe(seeded[1]!.id);
    expect(vm.conversations).toHaveLength(seeded.length);
    setup.backend.faults.set({ errorRate: 0 });
    await vm.remove(seeded[0]!);
    expect(vm.deleteFailed).toBeNull();
    expect(vm.conversations.map((c) => c.id)).not.toContain(seeded[0]!.id);
    expect(deletedOpen).toEqual([1]);
  });

  it('marks a conversation as a favourite on the server, and puts it back when the server refuses', async () => {
    const { setup, vm, seeded } = await demoList();
    const target = vm.conversations.find((c) => !c.favorite)!;
    await vm.toggleFavourite(target);
    expect(vm.conversations.find((c) => c.id === target.id)?.favorite).toBe(true);
    expect((await setup.ports.inbox.list('all')).find((c) => c.id === target.id)?.favorite).toBe(true);
    setup.backend.faults.set({ errorRate: 1 });
    await vm.toggleFavourite(vm.conversations.find((c) => c.id === target.id)!);
    expect(vm.conversations.find((c) => c.id === target.id)?.favorite).toBe(true);
    expect(seeded.length).toBeGreaterThan(1);
  });

  it('lists the conversations he has not answered yet, and those waiting on her', async () => {
    const { setup, vm, seeded } = await demoList();
    const her = setup.backend.world.performers.profile(setup.backend.world.performers.ids()[50]!);
    const send = { message: 'Hallo', attachment: null, partnerId: her.id, target: her.username };
    const mine = await setup.ports.inbox.send(0, send);
    seeded.push((await setup.ports.inbox.list('all')).find((c) => c.id === mine.conversationId)!);
    const lastIsHers = (c: Conversation) => c.message?.owner === 'other';
    await vm.setFilter('unanswered');
    expect(vm.conversations.length).toBeGreaterThan(0);
    expect(vm.conversations.every(lastIsHers)).toBe(true);
    expect(vm.suggesting).toBe(false);
    await vm.setFilter('answered');
    expect(names(vm.conversations)).toEqual([her.username]);
    expect(seeded.filter(lastIsHers).length + vm.conversations.length).toBe(seeded.length);
  });

  it('sorts the ones whose performer favourited him first, and narrows to who started them', async () => {
    const { vm, seeded } = await demoList();
    const newestFirst = names(vm.conversations);
    const hers = seeded.filter((c) => c.favoritedYou).map((c) => c.other.username);
    expect(hers).toHaveLength(1);
    expect(newestFirst[0]).not.toBe(hers[0]);
    vm.setSort('favoritedYou');
    expect(names(vm.conversations)).toEqual([...hers, ...newestFirst.filter((n) => !hers.includes(n))]);
    vm.setSort('lastInteraction');
    vm.setStartedBy('performer');
    const sheStarted = names(vm.conversations);
    vm.setStartedBy('member');
    const heStarted = names(vm.conversations);
    expect(sheStarted.length).toBeGreaterThan(0);
    expect(heStarted.length).toBeGreaterThan(0);
    expect([...sheStarted, ...heStarted].sort()).toEqual([...newestFirst].sort());
  });
});
