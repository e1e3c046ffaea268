import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp, useFeature } from '../../../app/app-context';
import type { PopupEntry } from '../../../../core/messaging/popups';
import { ConversationBody } from '../components/conversation-pane';
import type { OpenedLane } from '../view-models/conversation.view-model';
import type { PopupsViewModel } from './popups.view-model';

/** Her conversation with its newest pages, loaded when the pop-up opens (null while loading, 'failed'). */
function useOpenedLane(entry: PopupEntry): OpenedLane | null | 'failed' {
  const { openConversation } = useFeature('messaging');
  const [opened, setOpened] = useState<OpenedLane | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    void openConversation.execute({ username: entry.username }).then((result) => {
      if (!current) return;
      const partner = { id: entry.user, username: entry.username };
      if (result.ok) setOpened({ partner, ...result.value });
      else if (result.error.kind === 'none')
        setOpened({ partner, conversation: null, messages: [], nextPage: null });
      else setOpened('failed');
    });
    return () => {
      current = false;
    };
  }, [openConversation, entry.user, entry.username]);
  return opened;
}

/** One conversation pop-up (SPEC §4): her name, minimise (not on mobile) and close, and the conversation. */
export const ConversationPopup = observer(function ConversationPopup(props: {
  entry: PopupEntry;
  vm: PopupsViewModel;
  mobile: boolean;
}) {
  const { t } = useTranslation();
  const app = useApp();
  const { entry, vm } = props;
  const opened = useOpenedLane(entry);
  const name = entry.username;
  const headingId = `popup-${entry.user}`;
  return (
    <section className={`popup${entry.minimized ? ' popup--minimised' : ''}`} aria-labelledby={headingId}>
      <header className="popup__header">
        <h2 id={headingId}>{t('messenger.popups.popup', { name })}</h2>
        {!props.mobile && (
          <button
            type="button"
            className="icon-button"
            aria-expanded={!entry.minimized}
            aria-label={t(entry.minimized ? 'messenger.popups.restore' : 'messenger.popups.minimise', {
              name,
            })}
            onClick={() => vm.toggleMinimized(entry.user)}
          >
            {entry.minimized ? '▴' : '▾'}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('messenger.popups.close', { name })}
          onClick={() => vm.close(entry.user)}
        >
          ×
        </button>
      </header>
      {!entry.minimized && (
        <div className="popup__body">
          {opened === null && <p role="status">{t('messenger.popups.loading')}</p>}
          {opened === 'failed' && <p role="alert">{t('messenger.popups.failed')}</p>}
          {opened && opened !== 'failed' && <ConversationBody opened={opened} renderedAt={app.clock.now()} />}
        </div>
      )}
    </section>
  );
});
