import type {
  AlertSettings,
  AlertSettingsUpdate,
} from '../../../../../src/core/performers/favourite-alert.model';
import { LoadAlertSettings } from '../../../../../src/core/performers/load-alert-settings.use-case';
import { SaveAlertSettings } from '../../../../../src/core/performers/save-alert-settings.use-case';
import { SavePushSubscription } from '../../../../../src/core/performers/save-push-subscription.use-case';
import type { MemberApi } from '../../../../../src/ports/member-api.port';
import { AlertSettingsViewModel } from '../../../../../src/ui/features/performers/view-models/alert-settings.view-model';

const logger = { info: () => {}, warn: () => {}, error: () => {} };

function backend() {
  const state: AlertSettings = {
    enabled: true,
    performers: [{ performerId: 7, username: 'Anna', enabled: true }],
  };
  const calls = { fail: false, subscribed: [] as string[], removed: [] as string[] };
  const member = {
    getAlertSettings: async () => structuredClone(state),
    updateAlertSettings: async (update: AlertSettingsUpdate) => {
      if (calls.fail) throw new Error('down');
      state.enabled = update.enabled;
      for (const p of state.performers) p.enabled = !update.muted.includes(p.performerId);
      return structuredClone(state);
    },
    addPushSubscription: async (s: { endpoint: string }) => void calls.subscribed.push(s.endpoint),
    removePushSubscription: async (endpoint: string) => void calls.removed.push(endpoint),
  } as unknown as MemberApi;
  const deps = {
    loadAlertSettings: new LoadAlertSettings(member, logger),
    saveAlertSettings: new SaveAlertSettings(member, logger),
    savePushSubscription: new SavePushSubscription(member, logger),
  };
  let subscribed = false;
  const push = {
    state: async () => (subscribed ? ('on' as const) : ('off' as const)),
    subscribe: async () => {
      subscribed = true;
      return { endpoint: 'https://push.example.test/1', keys: { p256dh: 'k', auth: 'a' } };
    },
    unsubscribe: async () => {
      subscribed = false;
      return 'https://push.example.test/1';
    },
  };
  return { vm: new AlertSettingsViewModel(deps, push), calls };
}

describe('AlertSettingsViewModel', () => {
  it('switches a favourite off and keeps what the backend answered', async () => {
    const { vm } = backend();
    await vm.load();
    await vm.setPerformer(7, false);
    expect(vm.settings?.performers[0]?.enabled).toBe(false);
    expect(vm.saveFailed).toBe(false);
  });

  it('puts the switch back when the backend refuses, and retries the same change', async () => {
    const { vm, calls } = backend();
    await vm.load();
    calls.fail = true;
    await vm.setAll(false);
    expect(vm.settings?.enabled).toBe(true);
    expect(vm.saveFailed).toBe(true);
    calls.fail = false;
    await vm.retry();
    expect(vm.settings?.enabled).toBe(false);
    expect(vm.saveFailed).toBe(false);
  });

  it('subscribes this browser and tells the backend, then unsubscribes', async () => {
    const { vm, calls } = backend();
    await vm.load();
    // The push state comes on its own, after the settings.
    await new Promise((resolve) => setImmediate(resolve));
    expect(vm.push).toBe('off');
    await vm.setPush(true);
    expect(vm.push).toBe('on');
    expect(calls.subscribed).toEqual(['https://push.example.test/1']);
    await vm.setPush(false);
    expect(vm.push).toBe('off');
    expect(calls.removed).toEqual(['https://push.example.test/1']);
  });
});
