import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PRICES } from '../../../../core/common/constants.model';
import type { LiveChatViewModel } from '../view-models/live-chat.view-model';
import { useSite } from '../../../renderer/use-site';
import { useShell } from '../../../app/shell-context';

/** Why the visitor is not (or no longer) chatting, and the way on; else the room's news. */
export const RoomState = observer(function RoomState(props: {
  vm: LiveChatViewModel;
  name: string;
  member: boolean;
}) {
  const { vm, name } = props;
  const { t } = useTranslation();
  // The sign-up offer names the partner's welcome credits, as every other mention does.
  const values = { name, credits: useSite().welcomeCredits };
  if (vm.status === 'idle') return <StartState vm={vm} name={name} member={props.member} />;
  // Entering her room is said on the room's members line (live-chat-room.tsx).
  if (vm.status === 'joining') return null;
  if (vm.status === 'offline')
    return (
      <p className="room-state" role="status">
        {t('chat.state.offline', { name })}
      </p>
    );
  if (vm.status === 'membersOnly' && vm.callPays)
    return <StartState vm={vm} name={name} member={props.member} />;
  if (vm.status === 'membersOnly')
    return (
      <p className="room-state" role="status">
        {t('chat.state.membersOnly', { name })}
      </p>
    );
  if (vm.status === 'failed')
    return (
      <RetryState
        vm={vm}
        text={t(vm.failedBecause ? `chat.state.${vm.failedBecause}` : 'chat.state.failed')}
      />
    );
  if (vm.status === 'left') {
    const because = vm.leftBecause ?? 'left';
    // A guest whose free time is up may go on when a phone call pays.
    const rejoin = because !== 'duplicateSession' && (because !== 'guestExpired' || vm.callPays);
    return rejoin ? (
      <RetryState vm={vm} text={t(`chat.state.${because}`, values)} />
    ) : (
      <p className="room-state" role="alert">
        {t(`chat.state.${because}`, values)}
      </p>
    );
  }
  // In the room, its news shows under the composer (RoomNews), where it moves nothing already drawn.
  return null;
});

/**
 * What comes by itself while in the room, fading in: a guest's free-teaser line, the low-credits
 * warning with the way to top up (the credits drawer over the room, which stays). Its place is under the composer: coming after the join, it pushes no line the visitor
 * already reads.
 */
export const RoomNews = observer(function RoomNews({
  vm,
  member,
}: {
  vm: LiveChatViewModel;
  member: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  // SPEC §9's free teaser: what a guest's free chat is worth (the partner's figure); a call pays its own.
  if (!member && vm.inRoom && vm.kind === 'free' && !vm.callPays)
    return (
      <p className="room-state fade-in">{t('chat.state.freeTeaser', { credits: site.freeTeaserCredits })}</p>
    );
  if (vm.lowOnCredits) return <LowCredits minutes={vm.minutesLeft ?? 0} />;
  return null;
});

function LowCredits({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <div className="room-state room-state--warning fade-in">
      <p role="status">{t('chat.state.lowCredits', { minutes })}</p>
      <button type="button" className="button button--primary" onClick={() => shell.openDrawer('credits')}>
        {t('chat.state.topUp')}
      </button>
    </div>
  );
}

const RetryState = observer(function RetryState({ vm, text }: { vm: LiveChatViewModel; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="room-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={() => void vm.join()}>
        {t('chat.state.rejoin')}
      </button>
    </div>
  );
});

/**
 * Paid chat starts only when the member asks (60 credits a minute, said on the button), or a guest
 * whose phone call is on (the call pays, said on the button); other guests are told to sign up.
 */
const StartState = observer(function StartState(props: {
  vm: LiveChatViewModel;
  name: string;
  member: boolean;
}) {
  const { t } = useTranslation();
  if (!props.member && props.vm.callPays)
    return (
      <button type="button" className="button button--primary" onClick={() => void props.vm.join()}>
        {t('chat.startByPhone')}
      </button>
    );
  if (!props.member)
    return (
      <p className="room-state" role="status">
        {t('chat.state.membersOnly', { name: props.name })}
      </p>
    );
  return (
    <button type="button" className="button button--primary" onClick={() => void props.vm.join()}>
      {t('chat.start', { credits: PRICES.chatCreditsPerMinute })}
    </button>
  );
});
