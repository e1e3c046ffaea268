import type { ChatEvent } from '../../../core/live-chat/chat.model';
import type { LanderConfig } from '../../../core/account/lander.model';
import type { TokenPayload } from '../../../core/account/member.model';
import type { Clock } from '../../../ports/clock.port';
import type { Unsubscribe } from '../../../ports/member-events.port';
import { hashInts, Rng } from '../prng';
import { Accounts } from './accounts';
import { LANDERS } from './catalogue-data';
import { ChatRooms } from './chat-rooms';
import { DialIn } from './dial-in';
import { type BroadcastEventEnvelope, MemberEventHub, RoomEventHub } from './event-hub';
import { FavouriteAlerts } from './favourite-alerts';
import { Inbox } from './inbox';
import { PerformerReplies } from './inbox-replies';
import type { IvrSnapshot } from './ivr-record';
import { MediaLibrary } from './media-library';
import { renderMediaSvg } from './media-svg';
import { MemberSettings } from './member-settings';
import { MemberStore } from './member-store';
import { OnlineSchedule } from './online-schedule';
import { type Checkout, type CheckoutOutcome, Payments } from './payments';
import { PerformerCatalogue } from './performer-catalogue';
import { generatePerformers } from './performer-generator';
import { renderPortraitSvg, type PortraitTraits } from './portrait';
import { RoomWatch } from './room-watch';
import { seedMembers } from './seed-members';
import { StatusBroadcast } from './status-broadcast';
import { TokenSigner } from './tokens';
import { WalletLedger } from './wallet-ledger';
import { SpendingLimitsBook } from './spending-limits-book';
import type { OutboxMail, WorldContext } from './world-context';

export interface FakeWorldOptions {
  seed: number;
  clock: Clock;
  /** How long a guest may watch free chat (default 180 s; the studio changes it per room). */
  guestChatSeconds?: number;
}

/**
 * The seeded simulation behind the fake adapters and the sandbox server: 320 performers on a
 * schedule, seeded members, the messenger, payments, dial-in and live chat. Services are exposed
 * for adapters; the methods below are the sandbox's tools (outbox, checkout, phone, media).
 */
export class FakeWorld {
  readonly seed: number;
  readonly clock: Clock;
  /**
   * Member events by member id: `world.events.subscribe(memberId, handler)`. Broadcast events
   * (performerStatus) are for everyone: subscribe with `world.subscribeBroadcast(handler)`.
   */
  readonly events = new MemberEventHub();
  readonly performers: PerformerCatalogue;
  readonly members: MemberStore;
  readonly accounts: Accounts;
  readonly settings: MemberSettings;
  readonly payments: Payments;
  readonly dialIn: DialIn;
  readonly inbox: Inbox;
  readonly chat: ChatRooms;
  readonly media: MediaLibrary;
  /** Favourite-online alerts: settings, push subscriptions and the pushes it would have sent. */
  readonly alerts: FavouriteAlerts;
  /** Every credit each member gained or spent: the wallet history of the member API. */
  readonly ledger: WalletLedger;
  /** Each member's own spending limits and pause, which every charge and checkout keeps. */
  readonly spendingLimits: SpendingLimitsBook;
  private readonly ctx: WorldContext;
  private readonly roomWatch: RoomWatch;
  private readonly statusBroadcast: StatusBroadcast;

  constructor(options: FakeWorldOptions) {
    this.seed = options.seed;
    this.clock = options.clock;
    const schedule = new OnlineSchedule(options.seed);
    this.performers = new PerformerCatalogue(
      generatePerformers(options.seed),
      schedule,
      options.clock,
      this.events,
    );
    this.ledger = new WalletLedger(options.clock, (id) => this.performers.get(id)?.username ?? null);
    this.spendingLimits = new SpendingLimitsBook(options.clock, this.ledger);
    this.members = new MemberStore(this.events, this.ledger, this.spendingLimits);
    this.ctx = {
      seed: options.seed,
      clock: options.clock,
      rng: new Rng(hashInts(options.seed, 0x7a11)),
      events: this.events,
      rooms: new RoomEventHub(),
      members: this.members,
      spendingLimits: this.spendingLimits,
      tokens: new TokenSigner(`fake-world-${options.seed}`),
      performers: this.performers,
      outbox: [],
    };
    this.accounts = new Accounts(this.ctx);
    this.settings = new MemberSettings(this.ctx, this.accounts);
    this.payments = new Payments(this.ctx);
    this.dialIn = new DialIn(this.ctx);
    this.inbox = new Inbox(this.ctx);
    new PerformerReplies(this.ctx, this.inbox);
    this.chat = new ChatRooms(this.ctx, this.dialIn, options.guestChatSeconds);
    this.media = new MediaLibrary(this.ctx);
    this.alerts = new FavouriteAlerts(this.ctx);
    this.roomWatch = new RoomWatch(this.ctx, schedule);
    this.statusBroadcast = new StatusBroadcast(this.events, this.performers, schedule, options.clock);
    seedMembers(this.ctx, this.accounts, this.inbox);
  }

  /** Every e-mail sent so far, oldest first. */
  get outbox(): readonly OutboxMail[] {
    return this.ctx.outbox;
  }

  /** The payload of a valid, unexpired token; null otherwise. */
  tokenPayload(token: string): TokenPayload | null {
    return this.ctx.tokens.verify(token, this.clock.now());
  }

  /** The member a valid token belongs to, if that member exists and is not deleted. */
  memberIdFromToken(token: string): number | null {
    const payload = this.tokenPayload(token);
    const member = payload ? this.members.get(payload.id) : undefined;
    return member && !member.deleted ? member.id : null;
  }

  creditsOf(memberId: number): number {
    return this.members.require(memberId).credits;
  }

  /** Chat room events; watching a room also makes the performer's schedule announce itself there. */
  subscribeRoom(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    return this.roomWatch.subscribe(room, handler);
  }

  /**
   * Events for every channel, guests included: performerStatus at each schedule slot boundary for
   * every performer whose status changed (while anyone listens), and at once for a studio override.
   */
  subscribeBroadcast(handler: (event: BroadcastEventEnvelope) => void): Unsubscribe {
    return this.statusBroadcast.subscribe(handler);
  }

  checkout(id: string): Checkout | null {
    return this.payments.checkout(id);
  }

  /** The simulated payment provider's verdict: 'success' or a fail reason code (SPEC §8). */
  completeCheckout(id: string, outcome: CheckoutOutcome): Checkout {
    return this.payments.complete(id, outcome);
  }

  /**
   * Someone calls the session's number and hears the pin (still pending). After the site sends
   * the pin, `dialIn.connect(session)` (the caller presses 1) starts the paid call: in_call.
   */
  phoneCall(session: string): { pincode: string; displaynumber: string } {
    return this.dialIn.phoneCall(session);
  }

  /** The caller hangs up: in_call → ended, with credits for every started minute (see DialIn). */
  hangUp(session: string): { minutes: number; credits: number } {
    return this.dialIn.hangUp(session);
  }

  ivrSession(session: string): IvrSnapshot | null {
    return this.dialIn.snapshot(session);
  }

  /** IVR sessions pending or in a call (pending ones past their ttl have expired and are left out). */
  liveIvrSessions(): IvrSnapshot[] {
    return this.dialIn.live();
  }

  /** The drawing of `/sandbox/media/portrait/{id}.jpg`; null for an unknown performer. */
  portraitSvg(performerId: number, width = 400, height = 300, variant = ''): string | null {
    const traits = this.traitsOf(performerId);
    return traits ? renderPortraitSvg(traits, width, height, variant) : null;
  }

  /** Any `/sandbox/media/...` url the world hands out (with its query); null when unknown. */
  mediaSvg(url: string): string | null {
    return renderMediaSvg(url, (id) => this.traitsOf(id));
  }

  landers(): LanderConfig[] {
    return structuredClone([...LANDERS]);
  }

  /** The visitor's country for geolocation: the sandbox always answers NL. */
  countryCode(): string {
    return 'NL';
  }

  private traitsOf(performerId: number): PortraitTraits | null {
    const performer = this.performers.get(performerId);
    return performer ? { id: performer.id, hairColor: performer.hairColor, gender: performer.gender } : null;
  }
}
