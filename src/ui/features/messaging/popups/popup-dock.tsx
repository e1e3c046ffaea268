import { observer } from 'mobx-react-lite';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadLabel } from '../../../../core/wallet/credits-format';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { ConversationPopup } from './conversation-popup';
import { loadMessengerTexts } from './messenger-texts';
import { PopupStorage } from './popup-storage';
import { PopupsViewModel } from './popups.view-model';
import '../../../styles/messenger.css';
import '../../../styles/popups.css';

let textsLoaded: Promise<void> | null = null;

/** The root font size in px: pop-up widths are in rem (SPEC §9: 21 rem plus 5 rem). */
function remInPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** True once the member socket is connected (the realtime bridge says so). */
function useLiveChannel(): boolean {
  const { realtime } = useFeature('shell');
  const [live, setLive] = useState(false);
  useEffect(() => realtime.whenConnected(() => setLive(true)), [realtime]);
  return live;
}

function usePopups(): PopupsViewModel {
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

const Bubbles = observer(function Bubbles({ vm, mobile }: { vm: PopupsViewModel; mobile: boolean }) {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <ul className="popup-bubbles">
      {vm.layout.bubbles.map((entry) => {
        const name = entry.username;
        const label =
          entry.unread > 0
            ? t('messenger.popups.bubbleUnread', { name, count: entry.unread })
            : t('messenger.popups.bubble', { name });
        const badge = unreadLabel(entry.unread);
        const content = (
          <>
            <img src={entry.snapshot} alt="" width={48} height={48} />
            {badge && (
              <span className="badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </>
        );
        return (
          <li key={entry.user}>
            {/* On a phone no pop-up fits: a bubble opens her conversation in the messenger. */}
            {mobile ? (
              <a
                className="popup-bubble"
                aria-label={label}
                href={route.to(`/messenger/${encodeURIComponent(name)}`)}
              >
                {content}
              </a>
            ) : (
              <button
                type="button"
                className="popup-bubble"
                aria-label={label}
                onClick={() => void vm.unbubble(entry.user)}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
});

const ConversationPicker = observer(function ConversationPicker({ vm }: { vm: PopupsViewModel }) {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <div className="popup-list" id="popup-list">
      <h2>{t('messenger.popups.listHeading')}</h2>
      <ul>
        {vm.conversations.map((conversation) => (
          <li key={conversation.id}>
            <button type="button" className="link-button" onClick={() => vm.open(conversation)}>
              {conversation.other.username}
              {conversation.unread > 0 && ` (${unreadLabel(conversation.unread)})`}
            </button>
          </li>
        ))}
      </ul>
      <a href={route.to('/messenger')}>{t('messenger.popups.openMessenger')}</a>
    </div>
  );
});

/**
 * The member's pop-up container outside the messenger (SPEC §2): a launcher with the conversation
 * list, the open pop-ups and the bubbles. Its code and texts load after the page is interactive.
 */
const PopupDock = observer(function PopupDock() {
  const { t, i18n } = useTranslation();
  use((textsLoaded ??= loadMessengerTexts(i18n)));
  const shell = useShell();
  const vm = usePopups();
  const live = useLiveChannel();
  const mobile = shell.viewport.isMobile;
  // Shown once the member socket is connected: before, a performer's message could not reach it.
  if (!live) return null;
  return (
    <aside className="popup-dock" aria-label={t('messenger.popups.label')}>
      {vm.layout.open.map((entry) => (
        <ConversationPopup key={entry.user} entry={entry} vm={vm} mobile={mobile} />
      ))}
      <div className="popup-dock__side">
        <Bubbles vm={vm} mobile={mobile} />
        {vm.listOpen && <ConversationPicker vm={vm} />}
        <button
          type="button"
          className="button popup-dock__launcher"
          aria-expanded={vm.listOpen}
          aria-controls="popup-list"
          onClick={vm.toggleList}
        >
          {t('messenger.popups.launcher')}
        </button>
      </div>
    </aside>
  );
});

export default PopupDock;
