import { reaction } from 'mobx';
import { useEffect } from 'react';
import { onlineMode } from '../../../../core/live-chat/chat-availability';
import type { Performer } from '../../../../core/performers/performer.model';
import type { App } from '../../../../composition/app';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { loadPhoneChatEnd } from '../../dial-in';
import type { ShellViewModel } from '../../shell';
import { LiveChatViewModel } from '../view-models/live-chat.view-model';

export interface LiveChatTarget {
  performer: Performer;
  /** Her status now (the page keeps it current from the member socket). */
  onlineStatus: () => number;
  /** Whether the chat tab is the one shown: the room is joined only then. */
  active: boolean;
  onReaction?(reaction: { amount: number; level: number; nickname: string }): void;
}

/** The session of the tab's phone call while it is on, else null: the call pays a guest's chat. */
function callSession(shell: ShellViewModel): string | null {
  const call = shell.dialIn;
  return call.active ? (call.state?.session ?? null) : null;
}

/** Leaves when the tab's phone call ends (dialin_stopped); the watcher's code loads lazily. */
function leaveWhenCallEnds(shell: ShellViewModel, app: App, room: LiveChatViewModel): () => void {
  let stopWatching: (() => void) | null = null;
  let started = true;
  void loadPhoneChatEnd().then(({ onPhoneChatEnded }) => {
    if (started)
      stopWatching = onPhoneChatEnded(shell.dialIn, app, () => room.leave('dialin_stopped', 'dialIn'));
  });
  return () => {
    started = false;
    stopWatching?.();
  };
}

/**
 * The room's view model for the life of the chat panel: joins while the chat tab is shown, leaves
 * on a tab change ('tabChange'), on logout, when the page is hidden for good, and on unmount; joins
 * again when credits bought on the page end a stop for want of them (the performer page's after-pay).
 */
export function useLiveChat(target: LiveChatTarget): LiveChatViewModel {
  const feature = useFeature('liveChat');
  const { realtime } = useFeature('shell');
  const shell = useShell();
  const app = useApp();
  const vm = useViewModel(
    () =>
      new LiveChatViewModel({
        feature,
        joinRoom: (room, resync, onEvent) => realtime.joinRoom(room, resync, onEvent),
        performer: {
          id: target.performer.id,
          username: target.performer.username,
          snapshot: target.performer.snapshot,
          onlineStatus: target.onlineStatus,
        },
        balance: () => shell.balance,
        phoneSession: () => callSession(shell),
        showModal: (name, props) => shell.modals.show(name, props),
        onReaction: (reaction) => target.onReaction?.(reaction),
      }),
    (room) => {
      const leaveOnLogout = reaction(
        () => shell.loggedIn,
        (loggedIn) => !loggedIn && room.leave('logout'),
      );
      const leaveOnCallEnd = leaveWhenCallEnds(shell, app, room);
      // Credits bought on her page take a member stopped for want of them back into her room.
      const resumeAfterPay = shell.afterPay.onPerformerPageAfterPay(room.afterPay);
      const leaveOnHide = () => room.leave('navigation');
      window.addEventListener('pagehide', leaveOnHide);
      return () => {
        leaveOnLogout();
        leaveOnCallEnd();
        resumeAfterPay();
        window.removeEventListener('pagehide', leaveOnHide);
        room.dispose();
      };
    },
  );
  // Free chat is entered by opening the tab; paid chat only with the member's own click (RoomState).
  const free = onlineMode(target.onlineStatus()) === 'infree';
  useEffect(() => {
    if (target.active && free) void vm.join();
    else if (!target.active) vm.leave('tabChange');
  }, [vm, target.active, free]);
  return vm;
}
