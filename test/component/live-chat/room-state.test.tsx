import { act, fireEvent, screen } from '@testing-library/react';
import { RoomNews, RoomState } from '../../../src/ui/features/live-chat/components/room-state';
import { ok } from '../../../src/core/common/result.model';
import { ROOM_STATE_UNKNOWN } from '../../../src/core/live-chat/chat.model';
import { room, SESSION } from '../../unit/ui/features/live-chat/live-chat-test-room';
import { createTestApp } from '../render-with-app';

// A partner's own welcome credits and free teaser (marketing configuration), not the defaults 120 and 60.
const SITE = { name: 'PartnerCams', welcomeCredits: 150, freeTeaserCredits: 75 };
const TEASER = 'Free chat: a teaser worth 75 credits, on us.';

/** A room whose chat is free: a guest sits in it without paying. */
function freeChatRoom(balance: number | null) {
  const joinChat = {
    execute: jest.fn(async (input: { beforeEnter?: (session: typeof SESSION) => void }) => {
      input.beforeEnter?.(SESSION);
      return ok({ session: SESSION, kind: 'free' as const, nickname: 'bert', room: ROOM_STATE_UNKNOWN });
    }),
    again: jest.fn(),
  };
  return room({ joinChat }, balance);
}
const EXPIRED = 'Your free chat time is up. Sign up and get 150 free credits!';
const REJOIN = 'Enter the room again';

describe('RoomState', () => {
  it('offers a guest whose free time is up the room again only once a phone call pays', async () => {
    const { vm, feature, emit, setPhoneSession } = room({}, null);
    await vm.join();
    emit({ name: 'memberConnected', payload: { nickname: 'bert' } });
    emit({ name: 'kick', payload: { nickname: 'bert', reason: 'guestExpired' } });
    createTestApp({ pageContext: { site: SITE } }).render(<RoomState vm={vm} name="Sanne" member={false} />);
    expect(screen.getByRole('alert').textContent).toBe(EXPIRED);
    expect(screen.queryByRole('button', { name: REJOIN })).toBeNull();

    act(() => setPhoneSession('ivr_1'));
    expect(screen.getByRole('alert').textContent).toContain(EXPIRED);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: REJOIN })));
    expect(feature.joinChat.execute).toHaveBeenLastCalledWith(
      expect.objectContaining({ phoneSession: 'ivr_1' }),
    );
    expect(vm.status).toBe('joined');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("tells a guest in free chat what it is worth, in the partner's figure", async () => {
    const { vm } = freeChatRoom(null);
    createTestApp({ pageContext: { site: SITE } }).render(<RoomNews vm={vm} member={false} />);
    expect(screen.queryByText(TEASER)).toBeNull();
    await act(() => vm.join());
    expect(screen.getByText(TEASER)).toBeTruthy();
  });

  it('says nothing of a teaser to a member, nor to a guest whose phone call pays', async () => {
    const member = freeChatRoom(5000);
    await member.vm.join();
    expect([member.vm.inRoom, member.vm.kind]).toEqual([true, 'free']);
    const app = createTestApp({ pageContext: { site: SITE } });
    const view = app.render(<RoomNews vm={member.vm} member />);
    expect(screen.queryByText(TEASER)).toBeNull();
    view.unmount();

    const caller = freeChatRoom(null);
    caller.setPhoneSession('ivr_1');
    await caller.vm.join();
    expect([caller.vm.inRoom, caller.vm.kind]).toEqual([true, 'free']);
    app.render(<RoomNews vm={caller.vm} member={false} />);
    expect(screen.queryByText(TEASER)).toBeNull();
  });
});
