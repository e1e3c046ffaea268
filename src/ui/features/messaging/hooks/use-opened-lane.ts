import { useEffect, useState } from 'react';
import { useApp, useFeature } from '../../../app/app-context';
import { useRoute } from '../../../renderer/use-route';
import { MESSENGER_TIME_ZONE, NO_READ_DATES } from '../../../../core/messaging/lane-calendar';
import type { PopupEntry } from '../../../../core/messaging/popups';
import type { OpenedLane } from '../view-models/conversation.view-model';
import { LaneClock } from '../view-models/lane-clock';

/** Her conversation with its newest pages and its clock; null while loading, 'failed' when it could not load. */
export type PopupLane = { lane: OpenedLane; clock: LaneClock } | null | 'failed';

/**
 * Her conversation, loaded when the pop-up opens, with the zones its lane reads its dates in
 * (nothing on the server read them): the lane's 'today' and 'yesterday' count from then.
 */
export function useOpenedLane(entry: PopupEntry): PopupLane {
  const { openConversation } = useFeature('messaging');
  const app = useApp();
  const { locale } = useRoute();
  const [opened, setOpened] = useState<PopupLane>(null);
  useEffect(() => {
    let current = true;
    const context = { now: app.clock.now(), zone: MESSENGER_TIME_ZONE, locale };
    const loaded = Promise.all([
      openConversation.execute({ username: entry.username }),
      LaneClock.loaded(context, NO_READ_DATES),
    ]);
    loaded.then(
      ([result, clock]) => {
        if (!current) return;
        const partner = { id: entry.user, username: entry.username };
        if (result.ok) setOpened({ lane: { partner, ...result.value }, clock });
        else if (result.error.kind === 'none')
          setOpened({ lane: { partner, conversation: null, messages: [], nextPage: null }, clock });
        else setOpened('failed');
      },
      () => {
        if (current) setOpened('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [openConversation, app, locale, entry.user, entry.username]);
  return opened;
}
