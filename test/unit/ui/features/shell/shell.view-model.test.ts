import { fakeSetup, logIn } from '../../../support/fake-setup';
import { Logout } from '../../../../../src/core/account/logout.use-case';
import { ToggleFavourite } from '../../../../../src/core/performers/toggle-favourite.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { ShellViewModel } from '../../../../../src/ui/features/shell/view-models/shell.view-model';
import type { Conversation, Message } from '../../../../../src/core/messaging/conversation.model';
import { createAppStores, type AppStores } from '../../../../../src/ui/stores/app-stores';
import { createMessagingStores } from '../../../../../src/ui/stores/messaging-stores';

async function shellFor(username?: string) {
  const setup = fakeSetup();
  const navigated: string[] = [];
  if (username) await logIn(setup, username, `${username === 'demo' ? 'demo1234' : 'newbie123'}`);
  const stores = createAppStores();
  const shell = new ShellViewModel(
    {
      performers: async () => ({
        toggleFavourite: new ToggleFavourite(setup.ports.member, setup.storages, setup.logger),
      }),
      account: async () => ({ logout: new Logout(setup.credentials, setup.balance, setup.storages) }),
      navigate: (url) => navigated.push(url),
      stores,
    },
    false,
  );
  return { setup, shell, navigated, stores };
}

const member = (overrides: Partial<MemberShell> = {}): MemberShell => ({
  memberId: 1,
  username: 'demo',
  capName: 'Demo',
  email: 'demo@example.test',
  lander: null,
  credits: 12345,
  verified: true,
  isLegacy: false,
  unread: 3,
  favourites: [],
  ...overrides,
});

/** What a member's visit leaves in the tab's stores: a conversation with a message, a favourite. */
function visitOf(stores: AppStores): void {
  const party = { userid: 1, id: 1, avatar: '' };
  const conversation: Conversation = {
    id: 7,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    owner: party,
    participant: party,
    other: { id: 1007, username: 'sanne', avatar: '/a/7.svg', messagingId: 7, location: '', age: 30 },
    isBubble: false,
    unread: 2,
    archived: false,
    deleted: false,
    favorite: false,
    message: null,
  };
  const message: Message = {
    type: 'text',
    id: 'm1',
    createdAt: '2026-11-20T11:00:00Z',
    read: false,
    attachment: null,
    content: 'Hoi',
    owner: 'other',
    senderId: 1007,
    status: 'sent',
    conversationId: 7,
  };
  stores.messagingFrom(createMessagingStores).conversations.upsertMany([conversation]);
  stores.messagingFrom(createMessagingStores).messages.add(7, message);
}

function leftInTab(stores: AppStores) {
  return {
    conversations: stores.messaging?.conversations.orderedData.length ?? 0,
    messages: stores.messaging?.messages.of(7).length ?? 0,
    unread: stores.unread.count,
    favourite: stores.favourites.has(42),
    credits: stores.wallet.current(),
  };
}

/** What a guest's tab holds of the stores leftInTab reads: nothing a member left there. */
const NOTHING_OF_A_MEMBER = { conversations: 0, messages: 0, unread: null, favourite: false, credits: null };

describe('ShellViewModel', () => {
  it('forgets the member’s conversations, messages, unread count, favourites and balance when the session ends in the tab', async () => {
    const { shell, stores } = await shellFor();
    shell.seed(member({ favourites: [42] }));
    visitOf(stores);
    // The same member again (the next page's header): nothing is lost.
    shell.seed(member({ favourites: [42] }));
    expect(leftInTab(stores)).toEqual({
      conversations: 1,
      messages: 1,
      unread: 3,
      favourite: true,
      credits: 12345,
    });

    // The next page came without him (his token expired): a guest's tab.
    shell.seed(null);
    expect(leftInTab(stores)).toEqual(NOTHING_OF_A_MEMBER);

    // Someone else logged in on the same device: none of the first member's stays either.
    shell.seed(member({ favourites: [42] }));
    visitOf(stores);
    shell.seed(member({ memberId: 2, username: 'reader', unread: 0, credits: 600 }));
    expect(leftInTab(stores)).toEqual({
      conversations: 0,
      messages: 0,
      unread: 0,
      favourite: false,
      credits: 600,
    });
  });

  it('keeps the member it knows through a page the backend could not describe them on', async () => {
    const { shell, stores } = await shellFor();
    shell.seed(member({ favourites: [42] }));
    visitOf(stores);
    shell.seed(null, { username: 'demo' });
    expect(shell.member?.username).toBe('demo');
    expect(shell.pendingMember).toBeNull();
    expect(leftInTab(stores)).toMatchObject({ conversations: 1, favourite: true, credits: 12345 });
    // A pending member of another name is not the one this tab knew.
    shell.seed(null, { username: 'reader' });
    expect(shell.member).toBeNull();
    expect(shell.pendingMember).toEqual({ username: 'reader' });
    expect(leftInTab(stores)).toEqual(NOTHING_OF_A_MEMBER);
  });

  it('shows a first page’s pending member until the backend describes them', async () => {
    const { shell } = await shellFor();
    shell.seed(null, { username: 'demo' });
    expect(shell.loggedIn).toBe(false);
    expect(shell.pendingMember).toEqual({ username: 'demo' });
    shell.seed(member());
    expect(shell.loggedIn).toBe(true);
    expect(shell.pendingMember).toBeNull();
  });

  it('forgets the member’s conversations when he logs out', async () => {
    const { shell, stores } = await shellFor('demo');
    shell.seed(member());
    visitOf(stores);
    await shell.logout('en', '');
    expect(leftInTab(stores)).toEqual(NOTHING_OF_A_MEMBER);
  });

  it('shows credits with thousands dots from the wallet store and the unread counter up to 99+', async () => {
    const { shell, stores } = await shellFor();
    expect([shell.credits, shell.unread]).toEqual([null, null]);
    shell.seed(member({ unread: 0 }));
    expect([shell.credits, shell.unread]).toEqual(['12.345', null]);
    shell.seed(member({ unread: 100 }));
    expect(shell.unread).toBe('99+');
    stores.wallet.update(999);
    expect([shell.credits, shell.balance]).toEqual(['999', 999]);
  });

  it('opens the login modal when a guest taps a heart', async () => {
    const { shell } = await shellFor();
    await shell.toggleFavourite(1001);
    expect(shell.modals.open).toEqual([{ name: 'login', props: { reason: 'favourite' } }]);
  });

  it('adds and removes a member’s favourite with the backend’s answer', async () => {
    const { shell, setup } = await shellFor('newbie');
    shell.seed(member({ username: 'newbie', favourites: [] }));
    const adding = shell.toggleFavourite(1004);
    expect(shell.isFavouritePending(1004)).toBe(true);
    await adding;
    expect(shell.isFavourite(1004)).toBe(true);
    expect((await setup.ports.member.getFavourites()).map((f) => f.performerId)).toContain(1004);
    await shell.toggleFavourite(1004);
    expect(shell.isFavourite(1004)).toBe(false);
  });

  it('keeps the heart as it was and says so when the backend refuses', async () => {
    const { shell, setup } = await shellFor('newbie');
    shell.seed(member({ username: 'newbie' }));
    setup.backend.faults.set({ errorRate: 1 });
    await shell.toggleFavourite(1004);
    expect(shell.isFavourite(1004)).toBe(false);
    expect(shell.favouriteError).toBe(1004);
  });

  it('follows favourites changed elsewhere, and logs out home keeping the affiliate code', async () => {
    const { shell, navigated, stores } = await shellFor('demo');
    shell.seed(member({ favourites: [1] }));
    stores.favourites.add(2);
    stores.favourites.remove(1);
    expect([shell.isFavourite(1), shell.isFavourite(2)]).toEqual([false, true]);
    shell.modals.show('gallery');
    await shell.logout('en', '?p=61&x=1');
    expect(shell.member).toBeNull();
    expect(shell.isFavourite(2)).toBe(false);
    expect(shell.modals.open).toEqual([]);
    expect(navigated).toEqual(['/en?p=61']);
  });

  it('shows the streambox footer on mobile only on the profile or chat tab of a performer who can chat', async () => {
    const { shell } = await shellFor();
    expect(shell.streamboxFooterOnMobile).toBe(false);
    shell.setStreambox('chat', true);
    expect(shell.streamboxFooterOnMobile).toBe(true);
    shell.setStreambox('profile', false);
    expect(shell.streamboxFooterOnMobile).toBe(false);
    shell.setStreambox('vip', true);
    expect(shell.streamboxFooterOnMobile).toBe(false);
  });

  it('sends the after-pay event on any page, and the performer page one only on the performer page', async () => {
    const { shell } = await shellFor();
    const heard: string[] = [];
    const stopAll = shell.afterPay.onAfterPay((event) => heard.push(`after-pay ${event.outcome}`));
    shell.afterPay.onPerformerPageAfterPay((event) => heard.push(`performer page ${event.outcome}`));
    shell.afterPayment({ outcome: 'bought', credits: 300 });
    expect(heard).toEqual(['after-pay bought']);
    shell.setStreambox('chat', true);
    shell.afterPayment({ outcome: 'failed', credits: 0 });
    expect(heard).toEqual(['after-pay bought', 'after-pay failed', 'performer page failed']);
    stopAll();
    shell.setStreambox(null, false);
    shell.afterPayment({ outcome: 'bought', credits: 300 });
    expect(heard).toHaveLength(3);
  });

  it('closes a no-credits modal once credits are bought, not when the payment failed', async () => {
    const { shell } = await shellFor();
    shell.modals.show('noCredits');
    shell.afterPayment({ outcome: 'failed', credits: 0 });
    expect(shell.modals.isOpen('noCredits')).toBe(true);
    shell.afterPayment({ outcome: 'bought', credits: 300 });
    expect(shell.modals.isOpen('noCredits')).toBe(false);
  });
});
