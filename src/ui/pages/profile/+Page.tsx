import { observer } from 'mobx-react-lite';
import { FavouriteButton } from '../../features/performers/components/favourite-button';
import { ChatEntry } from '../../features/performers/components/chat-entry';
import { PerformerPageView } from '../../features/performers/components/performer-page-view';
import { usePerformerPage } from '../../features/performers/hooks/use-performer-page';
import { LiveChatSlot } from '../../features/live-chat';

/** The performer page, seeded with what the server rendered so hydration matches. */
export default observer(function ProfilePage() {
  const { vm, gallery } = usePerformerPage();
  const performer = vm.performer;
  const actions = performer ? (
    <FavouriteButton performerId={performer.id} username={performer.username} />
  ) : null;
  const room = performer ? (
    <LiveChatSlot
      performer={performer}
      name={vm.capName}
      canChat={vm.canChat}
      onlineStatus={() => vm.performer?.onlineStatus ?? 0}
      active={vm.activeTab === 'chat'}
    />
  ) : null;
  return (
    <PerformerPageView
      vm={vm}
      gallery={gallery}
      actions={actions}
      chatEntry={<ChatEntry vm={vm} />}
      chatRoom={room}
    />
  );
});
