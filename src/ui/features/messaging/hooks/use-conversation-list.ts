import { navigate } from 'vike/client/router';
import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { createMessagingStores } from '../../../stores/messaging-stores';
import type { MessengerData } from '../messenger-data';
import { ConversationListViewModel } from '../view-models/conversation-list.view-model';

/** The conversation list's view model, seeded with the page's list (null: it failed to load). */
export function useConversationList(data: MessengerData): ConversationListViewModel {
  const app = useApp();
  const route = useRoute();
  const memberId = useShell().member?.memberId ?? 0;
  const openId = data.conversation?.id ?? 0;
  return useViewModel(
    () =>
      new ConversationListViewModel(
        {
          stores: app.stores.messagingFrom(createMessagingStores),
          feature: app.features.messaging,
          onDeletedOpen: () => void navigate(route.to('/messenger')),
          memberId,
        },
        data.conversations,
        () => openId,
      ),
  );
}
