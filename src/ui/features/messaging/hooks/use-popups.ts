import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { loadMessengerTexts } from '../messenger-texts';
import { PopupStorage } from '../view-models/popup-storage';
import { PopupsViewModel } from '../view-models/popups.view-model';

let textsLoaded: Promise<void> | null = null;

/** Suspends until the messenger's texts of the page's language are in the tab's i18next. */
export function useMessengerTexts(): void {
  const { i18n } = useTranslation();
  use((textsLoaded ??= loadMessengerTexts(i18n)));
}

/** The root font size in px: pop-up widths are in rem (SPEC §9: 21 rem plus 5 rem). */
function remInPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** True once the member socket is connected (the realtime bridge says so). */
export function useLiveChannel(): boolean {
  const { realtime } = useFeature('shell');
  const [live, setLive] = useState(false);
  useEffect(() => realtime.whenConnected(() => setLive(true)), [realtime]);
  return live;
}

/** The member's pop-ups for the life of the container, kept in local storage per member. */
export function usePopups(): PopupsViewModel {
  const feature = useFeature('messaging');
  const { realtime } = useFeature('shell');
  const app = useApp();
  const shell = useShell();
  const memberId = shell.member?.memberId ?? 0;
  return useViewModel(
    () =>
      new PopupsViewModel({
        feature,
        unread: app.stores.unread,
        storage: new PopupStorage(app.storages.local, memberId),
        onPrivateMessage: (listener) => realtime.onPrivateMessage(listener),
        isMobile: () => shell.viewport.isMobile,
        viewportRem: () => (shell.viewport.width ?? window.innerWidth) / remInPx(),
      }),
    (vm) => vm.start(),
  );
}
