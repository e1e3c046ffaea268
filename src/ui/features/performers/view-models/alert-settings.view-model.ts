import { makeAutoObservable, runInAction } from 'mobx';
import type { AlertSettings, PushSubscriptionJson } from '../../../../core/performers/favourite-alert.model';
import type { PerformersFeature } from '../../../../composition/features/performers';
import type { PushState } from '../web-push';

/** The browser's side of Web Push (web-push.ts), given so the view model stays free of the DOM. */
export interface PushControls {
  state(): Promise<PushState>;
  subscribe(): Promise<PushSubscriptionJson | null>;
  unsubscribe(): Promise<string | null>;
}

type Deps = Pick<PerformersFeature, 'loadAlertSettings' | 'saveAlertSettings' | 'savePushSubscription'>;

/**
 * The settings page's alert switches: all alerts, push on this device, each favourite. A change
 * shows at once; when the backend refuses it the switch goes back and an error offers a retry.
 */
export class AlertSettingsViewModel {
  settings: AlertSettings | null = null;
  loadFailed = false;
  saveFailed = false;
  push: PushState | 'busy' = 'busy';
  pushFailed = false;
  private failedChange: AlertSettings | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly pushControls: PushControls,
  ) {
    makeAutoObservable<this, 'deps' | 'pushControls'>(
      this,
      { deps: false, pushControls: false },
      { autoBind: true },
    );
  }

  /** Loads the settings; this browser's push state comes on its own, never holding them up. */
  async load(): Promise<void> {
    this.loadFailed = false;
    void this.pushControls
      .state()
      .catch((): PushState => 'unsupported')
      .then((push) => runInAction(() => (this.push = push)));
    const result = await this.deps.loadAlertSettings.execute();
    runInAction(() => {
      if (result.ok) this.settings = result.value;
      else this.loadFailed = true;
    });
  }

  setAll(enabled: boolean): Promise<void> {
    return this.save(this.settings && { ...this.settings, enabled });
  }

  setPerformer(performerId: number, enabled: boolean): Promise<void> {
    const settings = this.settings;
    if (!settings) return Promise.resolve();
    const performers = settings.performers.map((p) =>
      p.performerId === performerId ? { ...p, enabled } : p,
    );
    return this.save({ ...settings, performers });
  }

  retry(): Promise<void> {
    return this.save(this.failedChange);
  }

  async setPush(on: boolean): Promise<void> {
    this.push = 'busy';
    this.pushFailed = false;
    try {
      const ok = on ? await this.pushOn() : await this.pushOff();
      runInAction(() => (this.pushFailed = !ok));
    } catch {
      runInAction(() => (this.pushFailed = true));
    }
    const state = await this.pushControls.state().catch((): PushState => 'unsupported');
    runInAction(() => (this.push = state));
  }

  private async pushOn(): Promise<boolean> {
    const subscription = await this.pushControls.subscribe();
    if (!subscription) return true;
    const saved = await this.deps.savePushSubscription.execute({ on: subscription });
    if (!saved.ok) await this.pushControls.unsubscribe();
    return saved.ok;
  }

  private async pushOff(): Promise<boolean> {
    const endpoint = await this.pushControls.unsubscribe();
    return endpoint === null || (await this.deps.savePushSubscription.execute({ off: endpoint })).ok;
  }

  private async save(change: AlertSettings | null): Promise<void> {
    const before = this.settings;
    if (!change || !before) return;
    this.settings = change;
    this.saveFailed = false;
    const result = await this.deps.saveAlertSettings.execute(change);
    runInAction(() => {
      this.settings = result.ok ? result.value : before;
      this.saveFailed = !result.ok;
      this.failedChange = result.ok ? null : change;
    });
  }
}
