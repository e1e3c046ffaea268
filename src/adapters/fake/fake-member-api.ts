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
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { SessionAuth } from './session-auth';
import type { FakeWorld } from './world/fake-world';

/** MemberApi over the fake world; labels and statuses as the real member API (SPEC §7, §8). */
export class FakeMemberApi implements MemberApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly auth: SessionAuth,
  ) {}

  setLanguage(lang: string): void {
    this.auth.lang = lang;
  }

  async register(registration: Registration): Promise<void> {
    await fakeCall(this.faults, () => {
      this.world.accounts.register(registration, this.auth.lang);
    });
  }

  updateMember(update: ProfileUpdate): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.settings.update(this.auth.memberId(), update, this.auth.lang),
    );
  }

  deleteMember(): Promise<void> {
    return fakeCall(this.faults, () => this.world.settings.delete(this.auth.memberId()));
  }

  /** The fingerprint is accepted and ignored: the sandbox does no fraud checks. */
  activate(token: string, _fingerprint: string): Promise<{ token: string; credits: number }> {
    return fakeCall(this.faults, () => this.world.accounts.activate(token));
  }

  resendActivation(): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.accounts.resendActivation(this.auth.memberId(), this.auth.lang),
    );
  }

  login(credentials: Credentials): Promise<{ token: string }> {
    return fakeCall(this.faults, () => this.world.accounts.login(credentials, this.auth.lang));
  }

  forgotPassword(data: { email?: string; username?: string }): Promise<void> {
    return fakeCall(this.faults, () => this.world.accounts.forgotPassword(data, this.auth.lang));
  }

  changeUsername(username: string): Promise<{ token: string }> {
    return fakeCall(this.faults, () => {
      const memberId = this.auth.memberId();
      this.world.settings.changeUsername(memberId, username);
      return { token: this.world.accounts.tokenFor(this.world.members.require(memberId)) };
    });
  }

  changePassword(change: PasswordChange): Promise<boolean> {
    return fakeCall(this.faults, () => this.world.settings.changePassword(this.auth.memberId(), change));
  }

  joinChat(join: ChatJoin): Promise<ChatSession> {
    return fakeCall(this.faults, () => this.world.chat.issue(this.auth.optionalMemberId(), join));
  }

  getBundles(): Promise<Bundle[]> {
    return fakeCall(this.faults, () => this.world.payments.bundles());
  }

  getCredits(): Promise<number> {
    return fakeCall(this.faults, () => this.world.creditsOf(this.auth.memberId()));
  }

  getBasicInfo(): Promise<BasicInfo> {
    return fakeCall(this.faults, () => this.world.members.basicInfo(this.auth.memberId()));
  }

  walletHistory(query: StatementQuery): Promise<StatementPage> {
    return fakeCall(this.faults, () => this.world.ledger.history(this.auth.memberId(), query));
  }

  spendingLimits(): Promise<SpendingLimitsState> {
    return fakeCall(this.faults, () => this.world.spendingLimits.state(this.auth.memberId()));
  }

  changeSpendingLimit(change: LimitChange): Promise<SpendingLimitsState> {
    return fakeCall(this.faults, () => this.world.spendingLimits.change(this.auth.memberId(), change));
  }

  pauseBuying(length: PauseLength): Promise<SpendingLimitsState> {
    return fakeCall(this.faults, () => this.world.spendingLimits.pause(this.auth.memberId(), length));
  }

  getFavourites(): Promise<Favourite[]> {
    return fakeCall(this.faults, () => this.world.members.favourites(this.auth.memberId()));
  }

  /** Fails with notFound for an unknown performer. */
  addFavourite(performerId: number): Promise<void> {
    return fakeCall(this.faults, () => {
      const memberId = this.auth.memberId();
      this.world.performers.profile(performerId);
      this.world.members.addFavourite(memberId, performerId);
    });
  }

  removeFavourite(performerId: number): Promise<void> {
    return fakeCall(this.faults, () => this.world.members.removeFavourite(this.auth.memberId(), performerId));
  }

  findByUsername(username: string): Promise<{ onlineState: OnlineState }> {
    return fakeCall(this.faults, () => ({
      onlineState: this.world.performers.profileByUsername(username).onlineState,
    }));
  }

  getAlertSettings(): Promise<AlertSettings> {
    return fakeCall(this.faults, () => this.world.alerts.settings(this.auth.memberId()));
  }

  updateAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettings> {
    return fakeCall(this.faults, () =>
      this.world.alerts.update(this.auth.memberId(), structuredClone(update)),
    );
  }

  addPushSubscription(subscription: PushSubscriptionJson): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.alerts.subscribe(this.auth.memberId(), structuredClone(subscription)),
    );
  }

  removePushSubscription(endpoint: string): Promise<void> {
    return fakeCall(this.faults, () => this.world.alerts.unsubscribe(this.auth.memberId(), endpoint));
  }
}
