import type { ChatJoin, ChatSession } from '../../core/live-chat/chat.model';
import type {
  BasicInfo,
  Credentials,
  Favourite,
  PasswordChange,
  ProfileUpdate,
  Registration,
} from '../../core/account/member.model';
import type { OnlineState } from '../../core/performers/performer.model';
import type {
  AlertSettings,
  AlertSettingsUpdate,
  PushSubscriptionJson,
} from '../../core/performers/favourite-alert.model';
import type { Bundle } from '../../core/wallet/wallet.model';
import type { StatementPage, StatementQuery } from '../../core/wallet/statement.model';
import type { LimitChange, PauseLength, SpendingLimitsState } from '../../core/wallet/spending-limits.model';
import type { MemberApi } from '../../ports/member-api.port';
import { call, ignoreBody, type HttpClient, type MemberLanguage } from './http-client';
import { alertSettingsSchema, favouriteSchema } from './schemas/account';
import { bundleSchema, statementEntrySchema } from './schemas/wallet';
import { spendingLimitsStateSchema } from './schemas/spending-limits';
import { asObject, field, isNumber, isString } from './wire';
import type { ListReader } from './wire-list';

function readToken(data: unknown): { token: string } {
  return { token: field(data, 'token', isString) };
}

/** The member API over HTTP (SPEC §7; wire details in docs/api.md); its client sends the token. */
export class HttpMemberApi implements MemberApi {
  constructor(
    private readonly client: HttpClient,
    private readonly language: MemberLanguage,
    private readonly lists: ListReader,
  ) {}

  setLanguage(lang: string): void {
    this.language.lang = lang;
  }

  register(registration: Registration): Promise<void> {
    return call(this.client, { method: 'POST', url: '/member', data: registration }, ignoreBody);
  }

  updateMember(update: ProfileUpdate): Promise<void> {
    return call(this.client, { method: 'PUT', url: '/member', data: update }, ignoreBody);
  }

  deleteMember(): Promise<void> {
    return call(this.client, { method: 'DELETE', url: '/member' }, ignoreBody);
  }

  activate(token: string, fingerprint: string): Promise<{ token: string; credits: number }> {
    return call(
      this.client,
      { method: 'POST', url: '/activate', data: { key: token, fingerprint } },
      (data) => ({
        token: field(data, 'token', isString),
        credits: field(data, 'credits', isNumber),
      }),
    );
  }

  resendActivation(): Promise<void> {
    return call(this.client, { method: 'POST', url: '/resend-activation', data: {} }, ignoreBody);
  }

  login(credentials: Credentials): Promise<{ token: string }> {
    const data = { username: credentials.username, password: credentials.password };
    return call(this.client, { method: 'POST', url: '/login', data }, readToken);
  }

  forgotPassword(data: { email?: string; username?: string }): Promise<void> {
    return call(this.client, { method: 'POST', url: '/forgot-password', data }, ignoreBody);
  }

  changeUsername(username: string): Promise<{ token: string }> {
    return call(this.client, { method: 'POST', url: '/change-username', data: { username } }, readToken);
  }

  changePassword(change: PasswordChange): Promise<boolean> {
    const { memberId, ...data } = change;
    const url = `/member/${encodeURIComponent(String(memberId))}/password`;
    return call(this.client, { method: 'PUT', url, data }, (body) => asObject(body).success === true);
  }

  joinChat(join: ChatJoin): Promise<ChatSession> {
    return call(this.client, { method: 'POST', url: '/chat/join', data: join }, (data) => {
      const nickname = asObject(data).nickname;
      return {
        token: field(data, 'token', isString),
        room: field(data, 'room', isString),
        ...(isString(nickname) && nickname !== '' ? { nickname } : {}),
      };
    });
  }

  getBundles(): Promise<Bundle[]> {
    return call(this.client, { method: 'GET', url: '/bundles' }, this.lists.of(bundleSchema, 'GET /bundles'));
  }

  getCredits(): Promise<number> {
    return call(this.client, { method: 'GET', url: '/credits' }, (data) => field(data, 'credits', isNumber));
  }

  getBasicInfo(): Promise<BasicInfo> {
    return call(
      this.client,
      { method: 'GET', url: '/basic-info' },
      (data) => asObject(data) as unknown as BasicInfo,
    );
  }

  walletHistory(query: StatementQuery): Promise<StatementPage> {
    const request = { method: 'GET', url: '/wallet-history', params: { ...query } };
    const entries = this.lists.of(statementEntrySchema, 'GET /wallet-history');
    return call(this.client, request, (data) => {
      const nextPage = asObject(data).nextPage;
      return { entries: entries(data), nextPage: isNumber(nextPage) ? nextPage : null };
    });
  }

  spendingLimits(): Promise<SpendingLimitsState> {
    return call(this.client, { method: 'GET', url: '/spending-limits' }, this.limitsReader('GET'));
  }

  changeSpendingLimit(change: LimitChange): Promise<SpendingLimitsState> {
    const request = { method: 'PUT', url: '/spending-limits', data: change };
    return call(this.client, request, this.limitsReader('PUT'));
  }

  pauseBuying(length: PauseLength): Promise<SpendingLimitsState> {
    const request = { method: 'POST', url: '/spending-limits/pause', data: { length } };
    return call(this.client, request, this.limitsReader('POST'));
  }

  private limitsReader(method: string): (data: unknown) => SpendingLimitsState {
    return this.lists.one(spendingLimitsStateSchema, `${method} /spending-limits`);
  }

  getFavourites(): Promise<Favourite[]> {
    const request = { method: 'GET', url: '/favourite' };
    return call(this.client, request, this.lists.of(favouriteSchema, 'GET /favourite'));
  }

  addFavourite(performerId: number): Promise<void> {
    return call(this.client, { method: 'POST', url: '/favourite', data: { performerId } }, ignoreBody);
  }

  removeFavourite(performerId: number): Promise<void> {
    return call(this.client, { method: 'DELETE', url: '/favourite', data: { performerId } }, ignoreBody);
  }

  findByUsername(username: string): Promise<{ onlineState: OnlineState }> {
    const request = { method: 'GET', url: '/find-by-username', params: { username } };
    return call(this.client, request, (data) => ({
      onlineState: field(data, 'onlineState', (v): v is OnlineState => v === 'online' || v === 'offline'),
    }));
  }

  getAlertSettings(): Promise<AlertSettings> {
    const read = this.lists.one(alertSettingsSchema, 'GET /alerts');
    return call(this.client, { method: 'GET', url: '/alerts' }, read);
  }

  updateAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettings> {
    const data = { enabled: update.enabled, muted: update.muted };
    const read = this.lists.one(alertSettingsSchema, 'PUT /alerts');
    return call(this.client, { method: 'PUT', url: '/alerts', data }, read);
  }

  addPushSubscription(subscription: PushSubscriptionJson): Promise<void> {
    const request = { method: 'POST', url: '/push-subscriptions', data: subscription };
    return call(this.client, request, ignoreBody);
  }

  removePushSubscription(endpoint: string): Promise<void> {
    const request = { method: 'DELETE', url: '/push-subscriptions', data: { endpoint } };
    return call(this.client, request, ignoreBody);
  }
}
