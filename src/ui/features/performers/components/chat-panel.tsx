import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformerPageViewModel } from '../view-models/performer-page.view-model';
import { useSite } from '../../../renderer/use-site';

/**
 * The chat tab: the performer's snapshot, what she is doing now in words and a link to write her a
 * private message, server-rendered; her live room (a slot the page fills) below. While she can
 * chat, the room arrives after hydration: its stage takes the snapshot's place and the rest goes
 * below the info (live-chat.css), into room the panel keeps from the start (performer-page.css).
 */
export const ChatPanel = observer(function ChatPanel({
  vm,
  entry,
  room,
}: {
  vm: PerformerPageViewModel;
  /** SLOT replacing the private-message link (the page's own one asks guests to sign up first). */
  entry?: ReactNode;
  /** SLOT under the snapshot for her live chat room. */
  room?: ReactNode;
}) {
  const { t } = useTranslation();
  const messenger = useSite().features.messenger;
  const name = vm.capName;
  const mode = vm.mode;
  return (
    <div className={`performer-chat${vm.canChat ? ' performer-chat--live' : ''}`}>
      <h2 className="visually-hidden">{t('profile.chat.heading', { name })}</h2>
      <img
        className={`performer-chat__snapshot performer-chat__snapshot--${mode}`}
        src={vm.performer?.snapshot}
        alt={t('profile.chat.snapshotAlt', { name })}
        width={400}
        height={300}
        fetchPriority="high"
      />
      <div className="performer-chat__info">
        <p className={`performer-mode performer-mode--${mode}`}>
          {t('profile.chat.status', { status: t(`profile.status.${mode}`) })}
        </p>
        <p>{t(`profile.chat.${mode}`, { name })}</p>
        {entry ??
          (messenger && (
            <a className="button performer-chat__message" href={vm.privateMessageHref}>
              {t('profile.chat.privateMessage')}
            </a>
          ))}
      </div>
      {room}
    </div>
  );
});
