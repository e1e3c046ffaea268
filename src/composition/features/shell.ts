import type { RealtimeBridge } from '../../ui/stores/realtime-bridge';
import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type { ConfirmAge, LiveUpdates } from './shell.use-cases';

/**
 * The frame's own work: the age gate's answer (SPEC §2), the member socket's connection (opened
 * again when the token changes) and the one realtime bridge that writes what the member and chat
 * sockets say into the stores. Page views are recorded by the App's trackNavigation, which every
 * page needs at once.
 */
export interface ShellFeature {
  confirmAge: ConfirmAge;
  liveUpdates: LiveUpdates;
  realtime: RealtimeBridge;
}

const useCases = once(() => import('./shell.use-cases'));

/** The frame's use-cases and the bridge, in one chunk with the backend they listen to. */
async function loadShellFeature(deps: FeatureDeps): Promise<ShellFeature> {
  const [m, backend, messaging] = await Promise.all([useCases(), deps.backend(), deps.messagingStores()]);
  const listConversations = new m.ListConversations(backend.inbox, deps.logger);
  const countUnread = new m.CountUnread(backend.inbox, deps.logger);
  const realtime = new m.RealtimeBridge({
    memberEvents: backend.memberEvents,
    chatEvents: backend.chatEvents,
    clock: deps.clock,
    logger: deps.logger,
    stores: { ...deps.stores, ...messaging },
    resync: {
      credits: () => backend.member.getCredits(),
      conversations: async () => {
        const result = await listConversations.execute('all');
        return result.ok ? result.value : null;
      },
      unread: () => countUnread.execute(),
    },
  });
  return {
    confirmAge: new m.ConfirmAge(deps.storages),
    liveUpdates: new m.LiveUpdates(backend.memberEvents, deps.credentials),
    realtime,
  };
}

/** The ShellFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const shellModule = new FeatureModule('ShellFeature', loadShellFeature);
