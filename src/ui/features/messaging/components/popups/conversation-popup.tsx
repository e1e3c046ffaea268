import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PopupEntry } from '../../../../../core/messaging/popups';
import { useOpenedLane } from '../../hooks/use-opened-lane';
import type { PopupsViewModel } from '../../view-models/popups.view-model';
import { ConversationBody } from '../conversation-pane';

/** One conversation pop-up (SPEC §4): her name, minimise (not on mobile) and close, and the conversation. */
export const ConversationPopup = observer(function ConversationPopup(props: {
  entry: PopupEntry;
  vm: PopupsViewModel;
  mobile: boolean;
}) {
  const { t } = useTranslation();
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
          {opened && opened !== 'failed' && <ConversationBody opened={opened.lane} clock={opened.clock} />}
        </div>
      )}
    </section>
  );
});
