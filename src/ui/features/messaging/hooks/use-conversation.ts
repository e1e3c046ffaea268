import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { createMessagingStores } from '../../../stores/messaging-stores';
import { ConversationViewModel, type OpenedLane } from '../view-models/conversation.view-model';
import type { LaneClock } from '../view-models/lane-clock';
import { UnsentMessages } from '../view-models/unsent-messages';

/**
 * The address bar shows the conversation's own address, without a navigation: the pane, its editor
 * (and its focus) stay as they are, and a reload renders the same conversation. Vike's own state in
 * the history entry is kept.
 */
function showAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A conversation's view model for the life of its pane: marks it read while open (started by the
 * effect, so the server renders without side effects), and stopped on unmount. Once hydrated, the
 * lane's clock loads the zones for the timestamps the server did not read.
 */
export function useConversation(opened: OpenedLane, clock: LaneClock): ConversationViewModel {
  const app = useApp();
  const shell = useShell();
  const route = useRoute();
  const memberId = shell.member?.memberId ?? 0;
  return useViewModel(
    () =>
      new ConversationViewModel(
        {
          stores: app.stores.messagingFrom(createMessagingStores),
          feature: app.features.messaging,
          unread: app.stores.unread,
          unsent: typeof window === 'undefined' ? null : new UnsentMessages(app.storages.local, memberId),
          memberId,
          showModal: (name) => shell.modals.show(name),
          onCreated: (partner) => showAddress(route.to(`/messenger/${encodeURIComponent(partner.username)}`)),
          now: () => app.clock.now(),
          calendar: clock,
          // The bridge comes with the shell feature, which the tab loads in its own time.
          onReconnect: (listener) => {
            let stop: (() => void) | null = null;
            let stopped = false;
            void app.features.shell().then(({ realtime }) => {
              if (!stopped) stop = realtime.onReconnect(listener);
            });
            return () => {
              stopped = true;
              stop?.();
            };
          },
        },
        opened,
      ),
    (vm) => {
      // Without the zones, the lane keeps what the server read; the next pane tries again.
      clock.load().catch(() => {});
      return vm.start();
    },
  );
}
