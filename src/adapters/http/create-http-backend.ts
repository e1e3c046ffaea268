import type { BackendUrls } from '../../config/backend-config';
import type { BackendPorts } from '../../ports/backend-ports';
import type { Credentials } from '../../ports/credentials.port';
import type { Logger } from '../../ports/logger.port';
import { SocketIoChatEvents } from '../socket/socket-io-chat-events';
import { SocketIoMemberEvents } from '../socket/socket-io-member-events';
import { ConsoleLogger } from '../system/console-logger';
import { HttpChatEngine } from './http-chat-engine';
import { createEngineClient, createMemberClient, createPublicClient, MemberLanguage } from './http-client';
import { HttpDialInApi } from './http-dial-in-api';
import { HttpGeolocation } from './http-geolocation';
import { HttpInboxApi } from './http-inbox-api';
import { HttpLanderConfigSource } from './http-lander-config-source';
import { HttpMediaApi } from './http-media-api';
import { HttpMemberApi } from './http-member-api';
import { HttpPaymentApi } from './http-payment-api';
import { HttpPerformerApi } from './http-performer-api';
import { HttpWalletService } from './http-wallet-service';
import { ListReader } from './wire-list';

/**
 * Where a backend lives: the urls of src/config, and for the contract tests a geolocation
 * endpoint of its own (by default `geo` beside the member API: …/sandbox/member → …/sandbox/geo).
 */
export type HttpBackendConfig = BackendUrls & { geoUrl?: string };

/** A default address beside the member API path: …/sandbox/member → …/sandbox/{name}. */
export function besideMemberApi(memberUrl: string, name: string): string {
  const trimmed = memberUrl.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  return `${slash >= 0 ? trimmed.slice(0, slash) : trimmed}/${name}`;
}

/** The geolocation lookup's default address: a sibling of the member API path. */
export function defaultGeoUrl(memberUrl: string): string {
  return besideMemberApi(memberUrl, 'geo');
}

/**
 * Every backend port for one visitor over HTTP and socket.io. Every adapter that sends the login
 * token (member, payment, dial-in, media, inbox, member socket) reads it from `credentials` at
 * request time; the member-API adapters share one language (`language`, which the App keeps at
 * the page's locale, so a mail the backend sends is in it); the chat engine sends its own chat
 * join token. `logger` hears of malformed socket events and list items, which are dropped.
 */
export function createHttpBackend(
  config: HttpBackendConfig,
  credentials: Credentials,
  logger: Logger = new ConsoleLogger('[backend]'),
  language: MemberLanguage = new MemberLanguage(),
): BackendPorts {
  const timeoutMs = config.timeoutMs;
  const memberClient = createMemberClient(
    { baseURL: config.memberUrl, key: config.memberKey, timeoutMs },
    credentials,
    language,
  );
  const engine = { baseURL: config.engineUrl, key: config.engineKey, timeoutMs };
  const socket = { url: config.socketUrl, path: config.socketPath };
  const lists = new ListReader(logger);
  return {
    member: new HttpMemberApi(memberClient, language, lists),
    payment: new HttpPaymentApi(memberClient, lists),
    dialIn: new HttpDialInApi(memberClient, lists),
    media: new HttpMediaApi(memberClient, lists, config.mediaUrl ?? config.storageUrl),
    inbox: new HttpInboxApi(engine, credentials, lists),
    chat: new HttpChatEngine(engine),
    performers: new HttpPerformerApi(createEngineClient(engine), lists),
    landers: new HttpLanderConfigSource(createPublicClient(config.storageUrl, timeoutMs), lists),
    geolocation: new HttpGeolocation(
      createPublicClient(config.geoUrl ?? defaultGeoUrl(config.memberUrl), timeoutMs),
    ),
    memberEvents: new SocketIoMemberEvents({ ...socket, key: config.memberKey }, credentials),
    wallet: new HttpWalletService(
      createPublicClient(config.walletUrl ?? besideMemberApi(config.memberUrl, 'wallet'), timeoutMs),
    ),
    chatEvents: new SocketIoChatEvents({ ...socket, key: config.engineKey }, logger),
  };
}
