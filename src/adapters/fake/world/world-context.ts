import type { Locale } from '../../../core/common/locale.model';
import type { Clock } from '../../../ports/clock.port';
import type { Rng } from '../prng';
import type { MemberEventHub, RoomEventHub } from './event-hub';
import type { MemberStore } from './member-store';
import type { PerformerCatalogue } from './performer-catalogue';
import type { SpendingLimitsBook } from './spending-limits-book';
import type { TokenSigner } from './tokens';

/** An e-mail the world 'sent'; the sandbox shows these at /sandbox/mail. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** The activation token, or the login token of a password-reset link. */
  token: string;
  /** ISO time. */
  createdAt: string;
  kind: 'activation' | 'passwordReset';
  /** The language the member used when the mail was triggered (the request's x-lang). */
  lang: Locale;
  /** Site-relative link the mail points to (SPEC §2 query actions), in that language's routes. */
  link: string;
}

/** What the world's services share. */
export interface WorldContext {
  readonly seed: number;
  readonly clock: Clock;
  /** Runtime randomness (ids, tokens, reply delays); seeded, so a replayed session replays alike. */
  readonly rng: Rng;
  readonly events: MemberEventHub;
  readonly rooms: RoomEventHub;
  readonly members: MemberStore;
  readonly spendingLimits: SpendingLimitsBook;
  readonly tokens: TokenSigner;
  readonly performers: PerformerCatalogue;
  readonly outbox: OutboxMail[];
}
