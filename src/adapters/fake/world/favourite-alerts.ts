import type { Locale } from '../../../core/common/locale.model';
import type {
  AlertSettings,
  AlertSettingsUpdate,
  FavouriteAlert,
  PushSubscriptionJson,
} from '../../../core/performers/favourite-alert.model';
import { localizedPath } from '../../../core/shell/locale.rules';
import { mailLocale } from './accounts';
import { worldError } from './errors';
import type { BroadcastEventEnvelope } from './event-hub';
import type { WorldContext } from './world-context';
import { isoAt } from './world-time';

/** The texts of a push, in the member's language, as the world writes its mails (accounts.ts). */
const PUSH_TITLE: Record<Locale, (name: string) => string> = {
  nl: (name) => `${name} is nu live`,
  be: (name) => `${name} is nu live`,
  en: (name) => `${name} is live now`,
  de: (name) => `${name} ist jetzt live`,
};
const PUSH_BODY: Record<Locale, string> = {
  nl: 'Tik om haar kamer te openen.',
  be: 'Tik om haar kamer te openen.',
  en: 'Tap to open her room.',
  de: 'Tippe, um ihren Raum zu öffnen.',
};
const MAX_SUBSCRIPTIONS = 10;
const MAX_MUTED = 1000;
const MAX_OUTBOX = 2000;

/** A push the sandbox would have sent (it has no push service): the e2e tests deliver it via CDP. */
export interface OutboxPush {
  memberId: number;
  endpoint: string;
  createdAt: string;
  payload: { title: string; body: string; url: string; tag: string };
}

interface MemberAlerts {
  enabled: boolean;
  muted: Set<number>;
  subscriptions: Map<string, PushSubscriptionJson>;
}

/**
 * "Tell me when she's online" (docs/decisions.md, 81): when a performer goes live (offline to any
 * online status), every member who has her as a favourite and has not switched her alerts off
 * gets `favouriteOnline`, and each of the member's push subscriptions a push (kept in `pushes`).
 */
export class FavouriteAlerts {
  private readonly byMember = new Map<number, MemberAlerts>();
  private readonly lastStatus = new Map<number, number>();
  readonly pushes: OutboxPush[] = [];

  constructor(private readonly ctx: WorldContext) {
    for (const id of ctx.performers.ids()) this.lastStatus.set(id, ctx.performers.statusOf(id));
    ctx.events.observeBroadcast((event) => this.heard(event));
  }

  settings(memberId: number): AlertSettings {
    const member = this.ctx.members.require(memberId);
    const alerts = this.of(memberId);
    const performers = member.favourites.map((performerId) => ({
      performerId,
      username: this.ctx.performers.get(performerId)?.username ?? '',
      enabled: !alerts.muted.has(performerId),
    }));
    return { enabled: alerts.enabled, performers };
  }

  /** Fails with badRequest.validation for more than 1000 muted ids. */
  update(memberId: number, update: AlertSettingsUpdate): AlertSettings {
    if (update.muted.length > MAX_MUTED) throw worldError.validation('muted');
    const alerts = this.of(memberId);
    alerts.enabled = update.enabled;
    alerts.muted = new Set(update.muted);
    return this.settings(memberId);
  }

  /** Keeps the member's newest ten subscriptions; one endpoint is one browser. */
  subscribe(memberId: number, subscription: PushSubscriptionJson): void {
    if (!subscription.endpoint.startsWith('https://')) throw worldError.validation('endpoint');
    const { subscriptions } = this.of(memberId);
    subscriptions.delete(subscription.endpoint);
    subscriptions.set(subscription.endpoint, subscription);
    for (const endpoint of [...subscriptions.keys()].slice(0, -MAX_SUBSCRIPTIONS))
      subscriptions.delete(endpoint);
  }

  unsubscribe(memberId: number, endpoint: string): void {
    this.of(memberId).subscriptions.delete(endpoint);
  }

  /** Tells the member that this performer went live, if the member's settings say so. */
  tell(memberId: number, performerId: number): boolean {
    const member = this.ctx.members.get(memberId);
    const performer = this.ctx.performers.get(performerId);
    const alerts = this.of(memberId);
    if (!member || member.deleted || !performer || !alerts.enabled || alerts.muted.has(performerId))
      return false;
    const alert: FavouriteAlert = {
      performerId,
      username: performer.username,
      roomPath: `/profile/${encodeURIComponent(performer.username)}`,
    };
    this.ctx.events.emit(memberId, 'favouriteOnline', alert);
    for (const endpoint of alerts.subscriptions.keys())
      this.push(memberId, endpoint, alert, mailLocale(undefined, member));
    return true;
  }

  private heard(event: BroadcastEventEnvelope): void {
    const { performerId, onlineStatus } = event.payload;
    const before = this.lastStatus.get(performerId) ?? 0;
    this.lastStatus.set(performerId, onlineStatus);
    if (before !== 0 || onlineStatus === 0) return;
    for (const memberId of this.ctx.members.withFavourite(performerId)) this.tell(memberId, performerId);
  }

  private push(memberId: number, endpoint: string, alert: FavouriteAlert, locale: Locale): void {
    const payload = {
      title: PUSH_TITLE[locale](alert.username),
      body: PUSH_BODY[locale],
      url: localizedPath(alert.roomPath, locale),
      tag: `favourite-online-${alert.performerId}`,
    };
    this.pushes.push({ memberId, endpoint, createdAt: isoAt(this.ctx.clock.now()), payload });
    if (this.pushes.length > MAX_OUTBOX) this.pushes.splice(0, this.pushes.length - MAX_OUTBOX);
  }

  private of(memberId: number): MemberAlerts {
    let alerts = this.byMember.get(memberId);
    if (!alerts) {
      alerts = { enabled: true, muted: new Set(), subscriptions: new Map() };
      this.byMember.set(memberId, alerts);
    }
    return alerts;
  }
}
