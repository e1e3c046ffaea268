import { act, fireEvent, screen } from '@testing-library/react';
import { RoomState } from '../../../src/ui/features/live-chat/components/room-state';
import { room } from '../../unit/ui/features/live-chat/live-chat-test-room';
import { createTestApp } from '../render-with-app';

// A partner's own welcome credits (marketing configuration), not the default 120.
const SITE = { name: 'PartnerCams', welcomeCredits: 150 };
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
});
