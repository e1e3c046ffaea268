import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '../../../../core/common/locale.model';
import type { MemberShell, PendingMember } from '../../../../core/shell/member-shell.model';
import { unreadLabel } from '../../../../core/wallet/credits-format';
import type { AccountFeature } from '../../../../composition/features/account';
import type { PerformersFeature } from '../../../../composition/features/performers';
import { forgetMember, type AppStores } from '../../../stores/app-stores';
import { DialInStatus } from '../../dial-in';
import { AfterPayEvents, type AfterPay } from './after-pay-events';
import { ModalsViewModel } from './modals.view-model';
import { ProgressViewModel } from './progress.view-model';
import { PageLoaderViewModel } from './page-loader.view-model';
import { ViewportViewModel } from './viewport.view-model';

/** The side drawers of SPEC §2 that open over any page. */
export type DrawerName = 'credits' | 'dialIn';

export interface OpenDrawer {
  name: DrawerName;
  props?: Record<string, unknown>;
}

/**
 * What the shell needs from the outside: the features of its commands and navigation. The frame is
 * server-rendered, so it takes the features' loaders: a feature loads with its first command.
 */
export interface ShellDependencies {
  performers: () => Promise<Pick<PerformersFeature, 'toggleFavourite'>>;
  account: () => Promise<Pick<AccountFeature, 'logout'>>;
  navigate: (url: string) => void;
  /** The balance and the favourites, one store each for the whole tab (fed by the realtime bridge). */
  stores: AppStores;
}

/**
 * The site's frame for one tab (or one server render): the member as the backend last described
 * them, the global modals, the viewport, the progress bar and the phone session's status. Pages
 * update the member with each server answer; the balance and the favourites live in their stores,
 * which the use-cases and the member socket (through the realtime bridge) keep current in between.
 */
export class ShellViewModel {
  member: MemberShell | null = null;
  /** A member the cookie names whom the backend did not describe yet (the header says so). */
  pendingMember: PendingMember | null = null;
  /** Performers whose favourite state is being changed, so their buttons wait. */
  pendingFavourites: number[] = [];
  favouriteError: number | null = null;
  /** The performer page's tab and whether she can chat: the streambox layout shows its footer by them. */
  streambox: { tab: string | null; canChat: boolean } = { tab: null, canChat: false };
  /** The open side drawer (SPEC §2 credits drawer, dial-in drawer), with what it was opened with. */
  drawer: OpenDrawer | null = null;
  readonly modals = new ModalsViewModel();
  /** SPEC §4's after-pay events (afterPayment() sends them). */
  readonly afterPay = new AfterPayEvents();
  readonly viewport: ViewportViewModel;
  readonly progress = new ProgressViewModel();
  readonly loader = new PageLoaderViewModel();
  /** The phone session as the frame shows it (banner, status bar), filled by the dial-in flow. */
  readonly dialIn: DialInStatus;

  /** `mobileAgent` and `dialInActive` are the server's readings of the first page's request. */
  constructor(
    private readonly deps: ShellDependencies,
    mobileAgent: boolean,
    dialInActive = false,
  ) {
    this.viewport = new ViewportViewModel(mobileAgent);
    this.dialIn = new DialInStatus(dialInActive);
    makeAutoObservable<this, 'deps'>(
      this,
      {
        deps: false,
        modals: false,
        afterPay: false,
        viewport: false,
        progress: false,
        loader: false,
        dialIn: false,
      },
      {
        autoBind: true,
      },
    );
  }

  /**
   * The member of the page just rendered: the backend's last word. Another member, or none, means
   * the session this tab knew has ended (an expired or refused token, a deleted account, a login
   * as someone else): nothing of the one before stays in its stores. `pending`, a member the
   * backend did not describe this time, keeps the member this tab knows when the cookie names them.
   */
  seed(member: MemberShell | null, pending: PendingMember | null = null): void {
    const known = this.member;
    if (!member && pending && known && (pending.username ?? known.username) === known.username) return;
    if (this.member && this.member.memberId !== member?.memberId) forgetMember(this.deps.stores);
    this.member = member;
    this.pendingMember = member ? null : pending;
    this.deps.stores.wallet.seed(member?.credits ?? null);
    this.deps.stores.favourites.seed(member?.favourites ?? []);
    this.deps.stores.unread.seed(member?.unread ?? null);
  }

  get loggedIn(): boolean {
    return this.member !== null;
  }

  /** The balance as shown (dot thousands separator), from the wallet store; null for a guest. */
  get credits(): string | null {
    return this.member ? this.deps.stores.wallet.formatted : null;
  }

  /** The balance as a number, from the wallet store; null for a guest or when unknown. */
  get balance(): number | null {
    return this.member ? this.deps.stores.wallet.current() : null;
  }

  /** The header's unread counter ('99+' above 99), from the unread store; null for a guest or none. */
  get unread(): string | null {
    return this.member ? unreadLabel(this.unreadCount) : null;
  }

  /** The member's unread private messages as the backend last counted them. */
  get unreadCount(): number {
    return this.deps.stores.unread.count ?? this.member?.unread ?? 0;
  }

  isFavourite(performerId: number): boolean {
    return this.member !== null && this.deps.stores.favourites.has(performerId);
  }

  isFavouritePending(performerId: number): boolean {
    return this.pendingFavourites.includes(performerId);
  }

  /** Adds or removes a favourite; a guest gets the login modal instead (SPEC §2). */
  async toggleFavourite(performerId: number): Promise<void> {
    if (!this.member) {
      this.modals.show('login', { reason: 'favourite' });
      return;
    }
    if (this.isFavouritePending(performerId)) return;
    const favourite = !this.isFavourite(performerId);
    this.pendingFavourites.push(performerId);
    this.favouriteError = null;
    const { toggleFavourite } = await this.deps.performers();
    const result = await toggleFavourite.execute({ performerId, favourite });
    runInAction(() => {
      this.pendingFavourites = this.pendingFavourites.filter((id) => id !== performerId);
      if (result.ok) this.deps.stores.favourites.seed(result.value.favourites);
      else if (!result.ok && result.error.kind === 'loginRequired') this.modals.show('login');
      else if (!result.ok) this.favouriteError = performerId;
    });
  }

  /** Opens a drawer (one at a time: opening another replaces it). */
  openDrawer(name: DrawerName, props?: Record<string, unknown>): void {
    this.drawer = props ? { name, props } : { name };
  }

  closeDrawer(name?: DrawerName): void {
    if (!name || this.drawer?.name === name) this.drawer = null;
  }

  /**
   * A payment left the ready state and its window closed (SPEC §4): the after-pay event, and on the
   * performer page (the streambox's tab is set) the performer page's.
   */
  afterPayment(event: AfterPay): void {
    // A no-credits modal that opened while the member was paying (her chat ran dry) is untrue now.
    if (event.outcome === 'bought') this.modals.close('noCredits');
    this.afterPay.emit(event, this.streambox.tab !== null);
  }

  setStreambox(tab: string | null, canChat: boolean): void {
    this.streambox = { tab, canChat };
  }

  /** SPEC §2 streambox layout: on mobile the footer shows only on the profile or chat tab of a performer who can chat. */
  get streamboxFooterOnMobile(): boolean {
    const { tab, canChat } = this.streambox;
    return canChat && (tab === 'profile' || tab === 'chat');
  }

  async logout(locale: Locale, query: string): Promise<void> {
    const { logout } = await this.deps.account();
    const result = await logout.execute({ locale, query });
    runInAction(() => {
      this.member = null;
      this.pendingMember = null;
      forgetMember(this.deps.stores);
      this.modals.closeAll();
    });
    if (result.ok) this.deps.navigate(result.value.location);
  }
}
