import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTab } from '../../../../core/live-chat/chat-room.model';
import type { LiveChatViewModel } from '../view-models/live-chat.view-model';

export function roomTabId(tab: ChatTab): string {
  return `chat-tab-${tab}`;
}

export function roomPanelId(tab: ChatTab): string {
  return `chat-panel-${tab}`;
}

/** The room's tabs (SPEC §2) with arrow keys between them; unseen lines mark a tab. */
export const RoomTabs = observer(function RoomTabs({ vm }: { vm: LiveChatViewModel }) {
  const { t } = useTranslation();
  const tabs = vm.tabs;
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(tabs.indexOf(vm.activeTab) + step + tabs.length) % tabs.length]!;
    vm.showTab(next);
    document.getElementById(roomTabId(next))?.focus();
  }
  if (tabs.length < 2) return null;
  return (
    <div role="tablist" className="room-tabs" aria-label={t('chat.tabsLabel')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const unread = vm.lines.isUnread(tab) && tab !== vm.activeTab;
        return (
          <button
            key={tab}
            id={roomTabId(tab)}
            role="tab"
            type="button"
            className={`room-tabs__tab${unread ? ' room-tabs__tab--unread' : ''}`}
            aria-selected={tab === vm.activeTab}
            aria-controls={roomPanelId(tab)}
            tabIndex={tab === vm.activeTab ? 0 : -1}
            onClick={() => vm.showTab(tab)}
          >
            {t(`chat.tabs.${tab}`)}
            {unread && <span className="room-tabs__unread"> {t('chat.tabs.unread')}</span>}
          </button>
        );
      })}
    </div>
  );
});
