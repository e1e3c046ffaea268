import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo } from 'react';
import { MarkupNamesProvider, type MarkupNames } from '../../../components/common/safe-text';
import { useShell } from '../../../app/shell-context';
import { useLiveChat, type LiveChatTarget } from '../hooks/use-live-chat';
import { useStreamPlayer } from '../hooks/use-stream-player';
import { CambackControl } from './camback-control';
import { CostMeter, FreeCountdown } from './cost-meter';
import { ChatLog } from './chat-log';
import { RoomComposer } from './room-composer';
import { LiveStage } from './live-stage';
import { RoomNews, RoomState } from './room-state';
import { roomPanelId, roomTabId, RoomTabs } from './room-tabs';
import { TipPanel } from './tip-panel';
import { NicknameForm, VipPanel } from './vip-panel';
import type { LiveChatViewModel } from '../view-models/live-chat.view-model';
import '../../../styles/live-chat.css';

export interface LiveChatRoomProps extends LiveChatTarget {
  /** Her name as shown (capitalised). */
  name: string;
}

/** Who %performer% and %member% are in the room's lines: a guest by the nickname the room gave them. */
function useRoomNames(performer: string, nickname: string | null): MarkupNames {
  const member = useShell().member?.username ?? nickname ?? undefined;
  return useMemo(() => ({ performer, member }), [performer, member]);
}

/** The shown tab's lines. */
const RoomLog = observer(function RoomLog({ vm }: { vm: LiveChatViewModel }) {
  const { t } = useTranslation();
  const tab = vm.activeTab;
  return (
    <div
      role={vm.tabs.length > 1 ? 'tabpanel' : undefined}
      id={roomPanelId(tab)}
      aria-labelledby={vm.tabs.length > 1 ? roomTabId(tab) : undefined}
    >
      <ChatLog
        lines={vm.lines.of(tab)}
        label={t('chat.logLabel', { tab: t(`chat.tabs.${tab}`) })}
        onRetry={(id) => void vm.writing.retry(id)}
      />
    </div>
  );
});

/** The live chat room of a performer (SPEC §2): its lazy chunk holds everything below. */
const LiveChatRoom = observer(function LiveChatRoom(props: LiveChatRoomProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const player = useStreamPlayer();
  const vm = useLiveChat({ ...props, onReaction: (reaction) => player?.react(reaction) });
  useEffect(() => player?.onEvent(vm.stage.playerEvent), [player, vm]);
  const members = shell.loggedIn && vm.kind !== 'free';
  const names = useRoomNames(props.performer.username, vm.nickname);
  return (
    <section className="live-chat" aria-label={t('chat.label', { name: props.name })}>
      <LiveStage
        player={player}
        target={vm.stage.streamTarget}
        label={t('chat.stage', { name: props.name })}
      />
      <RoomState vm={vm} name={props.name} member={shell.loggedIn} />
      {vm.status !== 'idle' && vm.status !== 'offline' && vm.status !== 'membersOnly' && (
        <>
          {/* Entering, then who is in: one line, so nothing below it moves when she lets us in. */}
          {vm.status === 'joining' ? (
            <p className="live-chat__members" role="status">
              {t('chat.state.joining', { name: props.name })}
            </p>
          ) : (
            <p className="live-chat__members">{t('chat.members', { count: vm.members })}</p>
          )}
          <RoomTabs vm={vm} />
          <MarkupNamesProvider value={names}>
            <RoomLog vm={vm} />
          </MarkupNamesProvider>
          {vm.inRoom && <RoomComposer writing={vm.writing} label={t('chat.write', { name: props.name })} />}
          {/* Under the composer, as the room's news: arriving after the join, they push no line up. */}
          <FreeCountdown meter={vm.meter} />
          <CostMeter meter={vm.meter} />
          <RoomNews vm={vm} member={shell.loggedIn} />
          {vm.inRoom && shell.loggedIn && <TipPanel tips={vm.tips} toyActive={vm.toyActive} />}
          {/* A show may be asked from any room, her free chat too. */}
          {vm.inRoom && shell.loggedIn && <VipPanel vm={vm} />}
          {vm.inRoom && members && (
            <CambackControl onStart={vm.stage.startCamback} onStop={vm.stage.stopCamback} />
          )}
          {vm.inRoom && <NicknameForm vm={vm} />}
        </>
      )}
    </section>
  );
});

export default LiveChatRoom;
