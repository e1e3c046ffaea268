import { ConversationStore } from '../../../src/ui/stores/conversation-store';
import { MessageStore } from '../../../src/ui/stores/message-store';
import { RealtimeBridge } from '../../../src/ui/stores/realtime-bridge';
import type { App, AppFeatures, FeatureMap, FeatureName, FeatureSource } from '../../../src/composition/app';
import { createApp } from '../../../src/composition/app';
import { featureToken } from '../../../src/composition/feature-modules';
import { ChangeEmail } from '../../../src/core/account/change-email.use-case';
import { ChangePassword } from '../../../src/core/account/change-password.use-case';
import { ChangeUsername } from '../../../src/core/account/change-username.use-case';
import { DeleteAccount } from '../../../src/core/account/delete-account.use-case';
import { LoadLander } from '../../../src/core/account/load-lander.use-case';
import { Login } from '../../../src/core/account/login.use-case';
import { LoginWithToken } from '../../../src/core/account/login-with-token.use-case';
import { Logout } from '../../../src/core/account/logout.use-case';
import { OpenResetLink } from '../../../src/core/account/open-reset-link.use-case';
import { RecoverPassword } from '../../../src/core/account/recover-password.use-case';
import { Register } from '../../../src/core/account/register.use-case';
import { ResendActivation } from '../../../src/core/account/resend-activation.use-case';
import { RestoreMember } from '../../../src/core/account/restore-member.use-case';
import { VerifyEmail } from '../../../src/core/account/verify-email.use-case';
import { LoadAlertSettings } from '../../../src/core/performers/load-alert-settings.use-case';
import { SaveAlertSettings } from '../../../src/core/performers/save-alert-settings.use-case';
import { SavePushSubscription } from '../../../src/core/performers/save-push-subscription.use-case';
import { DialInFlow } from '../../../src/core/dial-in/dial-in-flow';
import { PayDialIn } from '../../../src/core/dial-in/pay-dial-in.use-case';
import { StartDialIn } from '../../../src/core/dial-in/start-dial-in.use-case';
import { VerifyDialIn } from '../../../src/core/dial-in/verify-dial-in.use-case';
import { FakeChatEvents } from '../../../src/adapters/fake/fake-chat-events';
import { CountUnread } from '../../../src/core/messaging/count-unread.use-case';
import { DeleteConversation } from '../../../src/core/messaging/delete-conversation.use-case';
import { ListSuggestions } from '../../../src/core/messaging/list-suggestions.use-case';
import { LoadOlderMessages } from '../../../src/core/messaging/load-older-messages.use-case';
import { SetConversationState } from '../../../src/core/messaging/set-conversation-state.use-case';
import { SetConversationBubble } from '../../../src/core/messaging/set-conversation-bubble.use-case';
import { SetPerformerBlocked } from '../../../src/core/messaging/set-performer-blocked.use-case';
import { ReportPerformer } from '../../../src/core/messaging/report-performer.use-case';
import { MarkConversationRead } from '../../../src/core/messaging/mark-conversation-read.use-case';
import { JoinChat } from '../../../src/core/live-chat/join-chat.use-case';
import { LeaveChat } from '../../../src/core/live-chat/leave-chat.use-case';
import { RequestVip } from '../../../src/core/live-chat/request-vip.use-case';
import {
  ChangeNickname,
  ReportPlayerError,
  StartCamback,
  StopCamback,
  StopVip,
} from '../../../src/core/live-chat/room-commands.use-case';
import { SendChatMessage } from '../../../src/core/live-chat/send-chat-message.use-case';
import { ToyTip } from '../../../src/core/live-chat/toy-tip.use-case';
import { Tip } from '../../../src/core/live-chat/tip.use-case';
import { ListConversations } from '../../../src/core/messaging/list-conversations.use-case';
import { OpenConversation } from '../../../src/core/messaging/open-conversation.use-case';
import { SendPrivateMessage } from '../../../src/core/messaging/send-private-message.use-case';
import { AutocompletePerformers } from '../../../src/core/performers/autocomplete-performers.use-case';
import { CountPerformers } from '../../../src/core/performers/count-performers.use-case';
import { ListPerformers } from '../../../src/core/performers/list-performers.use-case';
import { LoadPerformerProfile } from '../../../src/core/performers/load-performer-profile.use-case';
import { ToggleFavourite } from '../../../src/core/performers/toggle-favourite.use-case';
import { ConfirmAge } from '../../../src/core/shell/confirm-age.use-case';
import { LiveUpdates } from '../../../src/core/shell/live-updates.use-case';
import { BuyBundle } from '../../../src/core/wallet/buy-bundle.use-case';
import { LoadCreditsOffer } from '../../../src/core/wallet/load-credits-offer.use-case';
import { LoadStatement } from '../../../src/core/wallet/load-statement.use-case';
import {
  ChangeSpendingLimit,
  LoadSpendingLimits,
  PauseBuying,
} from '../../../src/core/wallet/spending-limits.use-cases';
import { SelectBundle } from '../../../src/core/wallet/select-bundle.use-case';
import { ValidateWallet } from '../../../src/core/wallet/validate-wallet.use-case';
import { WatchPayment } from '../../../src/core/wallet/watch-payment.use-case';
import { createFakeApp } from './fake-app';

type UseCaseClass = new (...args: never[]) => unknown;
type Classes = {
  [N in keyof AppFeatures]: Record<keyof Awaited<ReturnType<AppFeatures[N]>>, UseCaseClass>;
};

/** Every feature's use-cases by name, with the class each must be. */
const CLASSES: Classes = {
  account: {
    restoreMember: RestoreMember,
    loginWithToken: LoginWithToken,
    login: Login,
    logout: Logout,
    register: Register,
    verifyEmail: VerifyEmail,
    openResetLink: OpenResetLink,
    recoverPassword: RecoverPassword,
    resendActivation: ResendActivation,
    loadLander: LoadLander,
    changePassword: ChangePassword,
    changeEmail: ChangeEmail,
    changeUsername: ChangeUsername,
    deleteAccount: DeleteAccount,
  },
  wallet: {
    loadCreditsOffer: LoadCreditsOffer,
    selectBundle: SelectBundle,
    buyBundle: BuyBundle,
    watchPayment: WatchPayment,
    validateWallet: ValidateWallet,
    loadStatement: LoadStatement,
    loadSpendingLimits: LoadSpendingLimits,
    changeSpendingLimit: ChangeSpendingLimit,
    pauseBuying: PauseBuying,
  },
  dialIn: {
    startDialIn: StartDialIn,
    payDialIn: PayDialIn,
    verifyDialIn: VerifyDialIn,
    dialInFlow: DialInFlow,
  },
  performers: {
    listPerformers: ListPerformers,
    autocompletePerformers: AutocompletePerformers,
    countPerformers: CountPerformers,
    loadPerformerProfile: LoadPerformerProfile,
    toggleFavourite: ToggleFavourite,
    loadAlertSettings: LoadAlertSettings,
    saveAlertSettings: SaveAlertSettings,
    savePushSubscription: SavePushSubscription,
  },
  messaging: {
    listConversations: ListConversations,
    openConversation: OpenConversation,
    loadOlderMessages: LoadOlderMessages,
    markConversationRead: MarkConversationRead,
    countUnread: CountUnread,
    deleteConversation: DeleteConversation,
    listSuggestions: ListSuggestions,
    sendPrivateMessage: SendPrivateMessage,
    setConversationBubble: SetConversationBubble,
    setPerformerBlocked: SetPerformerBlocked,
    reportPerformer: ReportPerformer,
    setConversationState: SetConversationState,
    conversations: ConversationStore,
    messages: MessageStore,
  },
  shell: { confirmAge: ConfirmAge, liveUpdates: LiveUpdates, realtime: RealtimeBridge },
  liveChat: {
    joinChat: JoinChat,
    leaveChat: LeaveChat,
    sendChatMessage: SendChatMessage,
    tip: Tip,
    toyTip: ToyTip,
    requestVip: RequestVip,
    stopVip: StopVip,
    changeNickname: ChangeNickname,
    startCamback: StartCamback,
    stopCamback: StopCamback,
    reportPlayerError: ReportPlayerError,
    chatEvents: FakeChatEvents,
  },
};
const NAMES = Object.keys(CLASSES) as (keyof AppFeatures)[];

async function loadAll(app: App): Promise<Record<string, Record<string, unknown>>> {
  const loaded = await Promise.all(NAMES.map((name) => app.features[name]()));
  return Object.fromEntries(
    NAMES.map((name, index) => [name, loaded[index] as unknown as Record<string, unknown>]),
  );
}

describe('the feature loaders', () => {
  it('construct every use-case of every feature, each of its class', async () => {
    const features = await loadAll(createFakeApp().app);
    for (const name of NAMES) {
      const classes: Record<string, UseCaseClass> = CLASSES[name];
      expect(Object.keys(features[name]!).sort()).toEqual(Object.keys(classes).sort());
      for (const [useCase, type] of Object.entries(classes))
        expect(features[name]![useCase]).toBeInstanceOf(type);
    }
  });

  it('share one feature (one set of use-cases) and one backend within a container', async () => {
    const { app, container, backends } = createFakeApp();
    const [first, again] = [app.features.wallet(), app.features.wallet()];
    expect(again).toBe(first);
    const wallet = await first;
    expect(await app.features.wallet()).toBe(wallet);
    expect(await container.getAsync(featureToken('wallet'))).toBe(wallet);
    await loadAll(app);
    expect(backends()).toBe(1);
  });

  it('make distinct use-cases for two containers', async () => {
    const [one, two] = await Promise.all([loadAll(createFakeApp().app), loadAll(createFakeApp().app)]);
    for (const name of NAMES)
      for (const useCase of Object.keys(CLASSES[name]))
        expect(one[name]![useCase]).not.toBe(two[name]![useCase]);
  });

  it('wire the use-cases to the container’s backend and parts', async () => {
    const { app, fake, analytics } = createFakeApp();
    const performers = await app.features.performers();
    const { username } = (await fake.session().performers.find({ limit: 1 })).items[0]!;
    const profile = await performers.loadPerformerProfile.execute({ username });
    expect(profile.ok && profile.value.performer.username).toBe(username);
    expect(await performers.loadPerformerProfile.execute({ username: 'nobody_here_x' })).toEqual({
      ok: false,
      error: { kind: 'notFound' },
    });
    expect(await performers.autocompletePerformers.execute({ query: 'an' })).toEqual([]);
    const counted = await performers.countPerformers.execute({});
    expect(counted.ok && counted.value).toBeGreaterThan(0);
    const wallet = await app.features.wallet();
    const offer = await wallet.loadCreditsOffer.execute('nl');
    if (!offer.ok) throw new Error('no offer');
    wallet.selectBundle.execute({
      bundle: offer.value.bundles[0]!,
      index: 0,
      site: { affiliation: 'a', brand: 'b' },
    });
    expect(analytics.named('select_item')).toHaveLength(1);
  });
});

describe('an App’s features', () => {
  it('say when they have loaded, so a loaded feature is read without waiting', async () => {
    const { app } = createFakeApp();
    const loading = app.features.shell() as Promise<unknown> & { status?: string; value?: unknown };
    expect(loading.status).toBe('pending');
    const shell = await loading;
    expect(loading.status).toBe('fulfilled');
    expect(loading.value).toBe(shell);
  });

  it('load again after a failure instead of keeping it', async () => {
    let calls = 0;
    const failingOnce: FeatureSource = async <N extends FeatureName>(): Promise<FeatureMap[N]> => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed to load');
      return { confirmAge: 'loaded' } as unknown as FeatureMap[N];
    };
    const { app: parts } = createFakeApp();
    const app = createApp({ ...parts, language: { lang: 'nl' } }, failingOnce);
    const failed = app.features.shell() as Promise<unknown> & { status?: string; reason?: unknown };
    await expect(failed).rejects.toThrow('chunk failed to load');
    expect(failed.status).toBe('rejected');
    expect(await app.features.shell()).toEqual({ confirmAge: 'loaded' });
    expect(calls).toBe(2);
  });
});
