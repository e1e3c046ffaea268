import { useEffect, useState } from 'react';
import { useApp, useFeature } from '../../../app/app-context';
import type { PopupEntry } from '../../../../core/messaging/popups';
import type { OpenedLane } from '../view-models/conversation.view-model';

export interface PopupLane {
  /** Her conversation with its newest pages; null while loading, 'failed' when it could not load. */
  lane: OpenedLane | null | 'failed';
  /** When it was opened: the lane's date labels count from here. */
  openedAt: number;
}

/** Her conversation, loaded when the pop-up opens. */
export function useOpenedLane(entry: PopupEntry): PopupLane {
  const { openConversation } = useFeature('messaging');
  const app = useApp();
  const [opened, setOpened] = useState<PopupLane>(() => ({ lane: null, openedAt: app.clock.now() }));
  useEffect(() => {
    let current = true;
    void openConversation.execute({ username: entry.username }).then((result) => {
      if (!current) return;
      const partner = { id: entry.user, username: entry.username };
      const openedAt = app.clock.now();
      if (result.ok) setOpened({ lane: { partner, ...result.value }, openedAt });
      else if (result.error.kind === 'none')
        setOpened({ lane: { partner, conversation: null, messages: [], nextPage: null }, openedAt });
      else setOpened({ lane: 'failed', openedAt });
    });
    return () => {
      current = false;
    };
  }, [openConversation, app, entry.user, entry.username]);
  return opened;
}
