import { reaction } from 'mobx';
import type { App } from '../../../../composition/app';
import type { Unsubscribe } from '../../../../ports/member-events.port';
import type { DialInStatus } from './dial-in-status';

/**
 * Calls `leave` when the tab's phone call ends (SPEC §4 dial-in ended: leave the chat with reason
 * dialin_stopped). Only while a call is active does it load the dial-in flow to listen to.
 */
export function onPhoneChatEnded(
  status: DialInStatus,
  app: App,
  leave: (reason: string) => void,
): Unsubscribe {
  let stopListening: Unsubscribe | null = null;
  let disposed = false;
  const stopWatching = reaction(
    () => status.active,
    (active) => {
      if (!active || stopListening) return;
      void app.features.dialIn().then(({ dialInFlow }) => {
        if (!disposed && !stopListening) stopListening = dialInFlow.subscribe({ leaveChat: leave });
      });
    },
    { fireImmediately: true },
  );
  return () => {
    disposed = true;
    stopWatching();
    stopListening?.();
  };
}
