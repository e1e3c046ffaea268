import {
  addPopup,
  closePopup,
  layoutPopups,
  openConversation,
  popupCapacity,
  toggleMinimized,
  unbubblePopup,
  type PopupEntry,
} from '../../../../src/core/messaging/popups';

function popup(user: number, overrides: Partial<PopupEntry> = {}): PopupEntry {
  return {
    user,
    username: `p${user}`,
    snapshot: '',
    nonude: '',
    unread: 0,
    conversation: user * 10,
    minimized: false,
    bubbled: false,
    ...overrides,
  };
}

describe('popupCapacity', () => {
  it.each([
    [25, 0],
    [26, 1],
    [46, 1],
    [47, 2],
    [68, 3],
    [200, 3],
  ])('fits pop-ups in %p rem: %p', (width, count) => {
    expect(popupCapacity(width)).toBe(count);
  });
});

describe('layoutPopups', () => {
  it('bubbles the oldest open pop-ups that do not fit', () => {
    const layout = layoutPopups([popup(1), popup(2), popup(3)], 50);
    expect(layout.open.map((p) => p.user)).toEqual([2, 3]);
    expect(layout.bubbles.map((p) => p.user)).toEqual([1]);
    expect(layout.newlyBubbled.map((p) => p.user)).toEqual([1]);
    expect(layout.entries.map((p) => p.bubbled)).toEqual([true, false, false]);
  });

  it('keeps at most 3 open pop-ups on a wide screen', () => {
    const layout = layoutPopups(
      [1, 2, 3, 4].map((u) => popup(u)),
      300,
    );
    expect(layout.open).toHaveLength(3);
    expect(layout.newlyBubbled.map((p) => p.user)).toEqual([1]);
  });

  it('does not re-report existing bubbles and shows at most 7, the newest', () => {
    const entries = Array.from({ length: 9 }, (_, i) => popup(i + 1, { bubbled: true }));
    const layout = layoutPopups(entries, 300);
    expect(layout.newlyBubbled).toEqual([]);
    expect(layout.bubbles.map((p) => p.user)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('pop-up changes', () => {
  it('adds at the end but not twice for one user on non-mobile', () => {
    const list = addPopup([popup(1)], popup(2), false);
    expect(list.map((p) => p.user)).toEqual([1, 2]);
    expect(addPopup(list, popup(1, { unread: 5 }), false)).toEqual(list);
  });

  it('replaces a user pop-up on mobile, moving it to the end', () => {
    const list = addPopup([popup(1), popup(2)], popup(1, { unread: 3 }), true);
    expect(list.map((p) => [p.user, p.unread])).toEqual([
      [2, 0],
      [1, 3],
    ]);
  });

  it('unbubbles: read, open and moved to the end', () => {
    const list = unbubblePopup([popup(1, { bubbled: true, unread: 4 }), popup(2)], 1);
    expect(list.map((p) => p.user)).toEqual([2, 1]);
    expect(list[1]).toMatchObject({ bubbled: false, unread: 0 });
  });

  it('minimises only off mobile and closes', () => {
    expect(toggleMinimized([popup(1)], 1, false)[0]!.minimized).toBe(true);
    expect(toggleMinimized([popup(1)], 1, true)[0]!.minimized).toBe(false);
    expect(closePopup([popup(1), popup(2)], 1).map((p) => p.user)).toEqual([2]);
  });
});

describe('openConversation', () => {
  it('opens a 4th and bubbles the oldest, so three stay open', () => {
    expect(openConversation([1, 2], 3)).toEqual({ open: [1, 2, 3], bubbled: null });
    expect(openConversation([1, 2, 3], 4)).toEqual({ open: [2, 3, 4], bubbled: 1 });
    expect(openConversation([1, 2], 2)).toEqual({ open: [1, 2], bubbled: null });
  });
});
