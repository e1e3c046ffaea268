import { FavouriteButton } from '../../features/performers/components/favourite-button';
import { ChatEntry } from '../../features/performers/components/chat-entry';
import { PerformerPageView } from '../../features/performers/components/performer-page-view';
import { usePerformerPage } from '../../features/performers/hooks/use-performer-page';

/** The performer page, seeded with what the server rendered so hydration matches. */
export default function ProfilePage() {
  const { vm, gallery } = usePerformerPage();
  const performer = vm.performer;
  const actions = performer ? (
    <FavouriteButton performerId={performer.id} username={performer.username} />
  ) : null;
  return <PerformerPageView vm={vm} gallery={gallery} actions={actions} chatEntry={<ChatEntry vm={vm} />} />;
}
