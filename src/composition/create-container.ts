import { Container } from 'inversify';
import type { LoginWithToken } from '../core/account/login-with-token.use-case';
import type { BackendPorts } from '../ports/backend-ports';
import { resumeTokens } from '../core/account/session';
import type { Analytics } from '../ports/analytics.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppConfig } from './app-config';
import { bindAccountFlows } from './bind-account-flows';
import { bindWallet } from './bind-wallet';
import { bindDialIn } from './bind-dial-in';
import { backendOf, once } from './binding-helpers';
import { TOKENS } from './tokens';

/** The adapters one container is built from; the server, the browser and tests each choose theirs. */
export interface ContainerParts {
  config: AppConfig;
  /** Made on first use: the browser loads the transport (axios, socket.io) only when it is needed. */
  backend: () => BackendPorts | Promise<BackendPorts>;
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
  container.bind<BackendPorts>(TOKENS.Backend).toDynamicValue(async () => {
    const ports = await parts.backend();
    resumeTokens(ports, parts.storages.cookie);
    return ports;
  });
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
    return new LoginWithToken(backend.member, backend.inbox, parts.storages, parts.clock);
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
    return new Login(backend.member, backend.inbox, parts.storages);
  });
  container.bind(TOKENS.Logout).toDynamicValue(async (context) => {
    const [{ Logout }, backend] = await Promise.all([useCaseModules.logout(), backendOf(context)]);
    return new Logout(backend.member, backend.inbox, parts.storages);
  });
  container.bind(TOKENS.Register).toDynamicValue(async (context) => {
    const [{ Register }, backend] = await Promise.all([useCaseModules.register(), backendOf(context)]);
    return new Register(backend.member, backend.inbox, parts.storages, parts.analytics);
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
    return new LiveUpdates(backend.memberEvents, parts.storages);
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
