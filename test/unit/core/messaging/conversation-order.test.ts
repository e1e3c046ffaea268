import type { Conversation } from '../../../../src/core/messaging/conversation.model';
import { orderConversations } from '../../../../src/core/messaging/conversation-order';

const MEMBER = 7;

function conversation(
  id: number,
  updatedAt: string,
  starter: 'member' | 'performer',
  favoritedYou?: boolean,
) {
  const member = { userid: MEMBER, id: MEMBER, avatar: '' };
  const her = { userid: 100 + id, id: 100 + id, avatar: '' };
  return {
    id,
    updatedAt,
    owner: starter === 'member' ? member : her,
    participant: starter === 'member' ? her : member,
    ...(favoritedYou === undefined ? {} : { favoritedYou }),
  } as Conversation;
}

const list = [
  conversation(1, '2026-12-01T10:00:00Z', 'member', true),
  conversation(2, '2026-12-03T10:00:00Z', 'performer'),
  conversation(3, '2026-12-02T10:00:00Z', 'performer', true),
  conversation(4, '2026-12-02T12:00:00Z', 'member', false),
];
const ids = (conversations: Conversation[]) => conversations.map((c) => c.id);

describe('orderConversations', () => {
  it('shows the newest activity first', () => {
    expect(ids(orderConversations(list, { sort: 'lastInteraction', startedBy: 'anyone' }, MEMBER))).toEqual([
      2, 4, 3, 1,
    ]);
  });

  it('puts the ones she favourited him in first, each part newest first; no field counts as no', () => {
    expect(ids(orderConversations(list, { sort: 'favoritedYou', startedBy: 'anyone' }, MEMBER))).toEqual([
      3, 1, 2, 4,
    ]);
  });

  it('narrows to the side that started them: the owner', () => {
    expect(ids(orderConversations(list, { sort: 'lastInteraction', startedBy: 'member' }, MEMBER))).toEqual([
      4, 1,
    ]);
    expect(ids(orderConversations(list, { sort: 'favoritedYou', startedBy: 'performer' }, MEMBER))).toEqual([
      3, 2,
    ]);
  });
});
