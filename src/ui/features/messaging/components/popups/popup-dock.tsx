import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { unreadLabel } from '../../../../../core/wallet/credits-format';
import { useShell } from '../../../../app/shell-context';
import { useRoute } from '../../../../renderer/use-route';
import { useLiveChannel, useMessengerTexts, usePopups } from '../../hooks/use-popups';
import type { PopupsViewModel } from '../../view-models/popups.view-model';
import { ConversationPopup } from './conversation-popup';
import '../../../../styles/messenger.css';
import '../../../../styles/popups.css';

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
  const { t } = useTranslation();
  useMessengerTexts();
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
