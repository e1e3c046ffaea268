import { Container } from 'inversify';
import type { LoginWithToken } from '../core/account/login-with-token.use-case';
import type { BackendPorts } from '../ports/backend-ports';
import { storedToken } from '../core/account/session';
import { MemoryCredentials } from '../adapters/session/memory-credentials';
import { MemoryWalletBalance } from '../adapters/session/memory-wallet-balance';
import type { Analytics } from '../ports/analytics.port';
import type { Clock } from '../ports/clock.port';
import type { Credentials } from '../ports/credentials.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { WalletBalance } from '../ports/wallet-balance.port';
import type { AppConfig } from './app-config';
import { bindAccountFlows } from './bind-account-flows';
import { bindWallet } from './bind-wallet';
import { bindDialIn } from './bind-dial-in';
import { backendOf, once, sessionPorts } from './binding-helpers';
import { TOKENS } from './tokens';

/** The adapters one container is built from; the server, the browser and tests each choose theirs. */
export interface ContainerParts {
  config: AppConfig;
  /**
   * Made on first use: the browser loads the transport (axios, socket.io) only when it is needed.
   * Every adapter that sends the login token reads it from the container's `credentials`.
   */
  backend: (credentials: Credentials) => BackendPorts | Promise<BackendPorts>;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
}

const useCaseModules = {
  listPerformers: once(() => import('../core/performers/list-performers.use-case')),
  loginWithToken: once(() => import('../core/account/login-with-token.use-case')),
  restoreMember: once(() => import('../core/account/restore-member.use-case')),
  toggleFavourite: once(() => import('../core/performers/toggle-favourite.use-case')),
  login: once(() => import('../core/account/login.use-case')),
  logout: once(() => import('../core/account/logout.use-case')),
  register: once(() => import('../core/account/register.use-case')),
  confirmAge: once(() => import('../core/shell/confirm-age.use-case')),
  trackNavigation: once(() => import('../core/shell/track-navigation.use-case')),
  liveUpdates: once(() => import('../core/shell/live-updates.use-case')),
  listConversations: once(() => import('../core/messaging/list-conversations.use-case')),
  openConversation: once(() => import('../core/messaging/open-conversation.use-case')),
  autocompletePerformers: once(() => import('../core/performers/autocomplete-performers.use-case')),
  countPerformers: once(() => import('../core/performers/count-performers.use-case')),
  loadPerformerProfile: once(() => import('../core/performers/load-performer-profile.use-case')),
};

/** The use-cases of the filters drawer and the search box, bound like the others. */
function bindPerformerSearch(container: Container, logger: Logger): void {
  container.bind(TOKENS.AutocompletePerformers).toDynamicValue(async (context) => {
    const [{ AutocompletePerformers }, backend] = await Promise.all([
      useCaseModules.autocompletePerformers(),
      backendOf(context),
    ]);
    return new AutocompletePerformers(backend.performers, logger);
  });
  container.bind(TOKENS.CountPerformers).toDynamicValue(async (context) => {
    const [{ CountPerformers }, backend] = await Promise.all([
      useCaseModules.countPerformers(),
      backendOf(context),
    ]);
    return new CountPerformers(backend.performers, logger);
  });
}

/**
 * Builds one container: one per server request, one per browser tab, one per test. Bindings are
 * factories (no decorators), singletons within the container. The backend and the use-cases are
 * asynchronous (resolve them with `getAsync`): each use-case's code and the adapters load with the
 * first call that needs them, so a page's first load carries none of them.
 */
export function createContainer(parts: ContainerParts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(TOKENS.AppConfig).toConstantValue(parts.config);
  // The container's one session holder, seeded from the auth cookie, and its one balance.
  const credentials = new MemoryCredentials(storedToken(parts.storages.cookie));
  container.bind<Credentials>(TOKENS.Credentials).toConstantValue(credentials);
  container.bind<WalletBalance>(TOKENS.WalletBalance).toConstantValue(new MemoryWalletBalance());
  container.bind<BackendPorts>(TOKENS.Backend).toDynamicValue(async () => parts.backend(credentials));
  container.bind<Storages>(TOKENS.Storages).toConstantValue(parts.storages);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(parts.clock);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(parts.logger);
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue(parts.analytics);
  container.bind(TOKENS.ListPerformers).toDynamicValue(async (context) => {
    const [{ ListPerformers }, backend] = await Promise.all([
      useCaseModules.listPerformers(),
      backendOf(context),
    ]);
    return new ListPerformers(backend.performers, parts.logger);
  });
  container.bind(TOKENS.LoginWithToken).toDynamicValue(async (context) => {
    const [{ LoginWithToken }, backend] = await Promise.all([
      useCaseModules.loginWithToken(),
      backendOf(context),
    ]);
    return new LoginWithToken(backend.member, ...sessionPorts(context), parts.storages, parts.clock);
  });
  bindAccountUseCases(container, parts);
  bindAccountFlows(container, parts);
  bindWallet(container, parts);
  bindPerformerSearch(container, parts.logger);
  bindMessenger(container, parts);
  bindDialIn(container, parts);
  container.bind(TOKENS.LoadPerformerProfile).toDynamicValue(async (context) => {
    const [{ LoadPerformerProfile }, backend] = await Promise.all([
      useCaseModules.loadPerformerProfile(),
      backendOf(context),
    ]);
    return new LoadPerformerProfile(backend.performers, backend.media, parts.logger);
  });
  return container;
}

/** The member's own use-cases: restoring the session, logging in and out, favourites. */
function bindAccountUseCases(container: Container, parts: ContainerParts): void {
  container.bind(TOKENS.RestoreMember).toDynamicValue(async (context) => {
    const [{ RestoreMember }, backend, loginWithToken] = await Promise.all([
      useCaseModules.restoreMember(),
      backendOf(context),
      context.getAsync<LoginWithToken>(TOKENS.LoginWithToken),
    ]);
    return new RestoreMember(loginWithToken, backend.member, backend.inbox, parts.storages, parts.logger);
  });
  container.bind(TOKENS.ToggleFavourite).toDynamicValue(async (context) => {
    const [{ ToggleFavourite }, backend] = await Promise.all([
      useCaseModules.toggleFavourite(),
      backendOf(context),
    ]);
    return new ToggleFavourite(backend.member, parts.storages, parts.logger);
  });
  container.bind(TOKENS.Login).toDynamicValue(async (context) => {
    const [{ Login }, backend] = await Promise.all([useCaseModules.login(), backendOf(context)]);
    return new Login(backend.member, ...sessionPorts(context), parts.storages);
  });
  container.bind(TOKENS.Logout).toDynamicValue(async (context) => {
    const { Logout } = await useCaseModules.logout();
    return new Logout(...sessionPorts(context), parts.storages);
  });
  container.bind(TOKENS.Register).toDynamicValue(async (context) => {
    const [{ Register }, backend] = await Promise.all([useCaseModules.register(), backendOf(context)]);
    return new Register(backend.member, ...sessionPorts(context), parts.storages, parts.analytics);
  });
  container.bind(TOKENS.ConfirmAge).toDynamicValue(async () => {
    const { ConfirmAge } = await useCaseModules.confirmAge();
    return new ConfirmAge(parts.storages);
  });
  container.bind(TOKENS.TrackNavigation).toDynamicValue(async () => {
    const { TrackNavigation } = await useCaseModules.trackNavigation();
    return new TrackNavigation(parts.storages.local, parts.analytics, parts.clock);
  });
  container.bind(TOKENS.LiveUpdates).toDynamicValue(async (context) => {
    const [{ LiveUpdates }, backend] = await Promise.all([useCaseModules.liveUpdates(), backendOf(context)]);
    return new LiveUpdates(backend.memberEvents, context.get<Credentials>(TOKENS.Credentials));
  });
}

/** The messenger's entry: the conversation list and one conversation's newest messages. */
function bindMessenger(container: Container, parts: ContainerParts): void {
  container.bind(TOKENS.ListConversations).toDynamicValue(async (context) => {
    const [{ ListConversations }, backend] = await Promise.all([
      useCaseModules.listConversations(),
      backendOf(context),
    ]);
    return new ListConversations(backend.inbox, parts.logger);
  });
  container.bind(TOKENS.OpenConversation).toDynamicValue(async (context) => {
    const [{ OpenConversation }, backend] = await Promise.all([
      useCaseModules.openConversation(),
      backendOf(context),
    ]);
    return new OpenConversation(backend.inbox, parts.logger);
  });
}
