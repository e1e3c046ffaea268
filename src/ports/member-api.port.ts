import type {
  BasicInfo,
  Credentials,
  Favourite,
  PasswordChange,
  ProfileUpdate,
  Registration,
} from '../core/account/member.model';
import type { Bundle } from '../core/wallet/wallet.model';
import type { StatementPage, StatementQuery } from '../core/wallet/statement.model';
import type { LimitChange, PauseLength, SpendingLimitsState } from '../core/wallet/spending-limits.model';
import type { ChatJoin, ChatSession } from '../core/live-chat/chat.model';
import type { OnlineState } from '../core/performers/performer.model';
import type {
  AlertSettings,
  AlertSettingsUpdate,
  PushSubscriptionJson,
} from '../core/performers/favourite-alert.model';

/**
 * The member API of SPEC §7. Every call carries the language, the api key and the member's token,
 * which the adapter reads from the session holder (Credentials) when it makes the call; any
 * failure rejects with an ApiError whose label is the server's (SPEC §8).
 */
export interface MemberApi {
  /** Sets the language sent with every later call. */
  setLanguage(lang: string): void;
  /** POST /member. Fails with badRequest.member.email.exists or badRequest.member.username.exists. */
  register(registration: Registration): Promise<void>;
  /** PUT /member. */
  updateMember(update: ProfileUpdate): Promise<void>;
  /** DELETE /member. */
  deleteMember(): Promise<void>;
  /** POST /activate with the e-mail token; returns a login token. Fails with activation labels. */
  activate(token: string, fingerprint: string): Promise<{ token: string; credits: number }>;
  /** POST /resend-activation. */
  resendActivation(): Promise<void>;
  /** POST /login; returns a token. Fails with badRequest.login.notExists, .deleted or badRequest.incorrectPassword. */
  login(credentials: Credentials): Promise<{ token: string }>;
  /** POST /forgot-password with an e-mail address or user name. Fails with badRequest.activation.notExists. */
  forgotPassword(data: { email?: string; username?: string }): Promise<void>;
  /** POST /change-username; returns the new token. */
  changeUsername(username: string): Promise<{ token: string }>;
  /** Password change (updateMember with passwords); resolves true on success. */
  changePassword(change: PasswordChange): Promise<boolean>;
  /** POST /chat/join; returns a chat join token. */
  joinChat(join: ChatJoin): Promise<ChatSession>;
  /** GET /bundles. */
  getBundles(): Promise<Bundle[]>;
  /** GET /credits: the backend's balance. */
  getCredits(): Promise<number>;
  /** GET /basic-info. A 403 (label forbidden) means the session is gone. */
  getBasicInfo(): Promise<BasicInfo>;
  /**
   * GET /wallet-history: one page of the member's credit movements between two instants, newest
   * first (our addition, docs/api.md). Fails with unauthorized, or badRequest.validation for a bad query.
   */
  walletHistory(query: StatementQuery): Promise<StatementPage>;
  /**
   * GET /spending-limits: the member's own limits in force, raises waiting, a pause, and what the
   * current day, week and month counted (our addition, docs/api.md). Fails with unauthorized.
   */
  spendingLimits(): Promise<SpendingLimitsState>;
  /**
   * PUT /spending-limits: sets (or, with null, removes) one period's limit; a lower or first one
   * holds at once, a raise or removal 24 hours later. Fails with badRequest.validation.
   */
  changeSpendingLimit(change: LimitChange): Promise<SpendingLimitsState>;
  /** POST /spending-limits/pause: pauses buying credits for the length; never shortens a pause. */
  pauseBuying(length: PauseLength): Promise<SpendingLimitsState>;
  /** GET /favourite. */
  getFavourites(): Promise<Favourite[]>;
  /** POST /favourite. */
  addFavourite(performerId: number): Promise<void>;
  /** DELETE /favourite. */
  removeFavourite(performerId: number): Promise<void>;
  /** findByUsername: the performer's online state. */
  findByUsername(username: string): Promise<{ onlineState: OnlineState }>;
  /** GET /alerts: whether the member is told when favourites go live, per favourite (docs/api.md). */
  getAlertSettings(): Promise<AlertSettings>;
  /** PUT /alerts; answers the settings now in force. Fails with badRequest.validation. */
  updateAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettings>;
  /** POST /push-subscriptions: this browser gets a Web Push when a favourite goes live. */
  addPushSubscription(subscription: PushSubscriptionJson): Promise<void>;
  /** DELETE /push-subscriptions: the browser with this endpoint gets no more pushes. */
  removePushSubscription(endpoint: string): Promise<void>;
}
