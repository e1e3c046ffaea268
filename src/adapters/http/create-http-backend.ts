import type { BackendPorts } from '../../ports/backend-ports';
import type { Logger } from '../../ports/logger.port';
import { ConsoleLogger } from '../system/console-logger';
import { SocketIoChatEvents } from '../socket/socket-io-chat-events';
import { SocketIoMemberEvents } from '../socket/socket-io-member-events';
import { HttpChatEngine } from './http-chat-engine';
import { createEngineClient, createMemberClient, createPublicClient, MemberCredentials } from './http-client';
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

/** Where a backend lives; the same shape as BackendUrls of src/config. */
export interface HttpBackendConfig {
  memberUrl: string;
  memberKey: string;
  engineUrl: string;
  engineKey: string;
  storageUrl: string;
  socketUrl: string;
  socketPath: string;
  /** Geolocation endpoint; defaults to `geo` beside the member API (…/sandbox/member → …/sandbox/geo). */
  geoUrl?: string;
  /** Wallet service; defaults to `wallet` beside the member API (…/sandbox/member → …/sandbox/wallet). */
  walletUrl?: string;
  /** Request timeout in milliseconds (default 15 s). */
  timeoutMs?: number;
  /** Where malformed list items that were left out are logged (default: the console). */
  logger?: Logger;
}

/** A default address beside the member API path: …/sandbox/member → …/sandbox/{name}. */
function besideMemberApi(memberUrl: string, name: string): string {
  const trimmed = memberUrl.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  return `${slash >= 0 ? trimmed.slice(0, slash) : trimmed}/${name}`;
}

/** The geolocation lookup's default address: a sibling of the member API path. */
export function defaultGeoUrl(memberUrl: string): string {
  return besideMemberApi(memberUrl, 'geo');
}

/**
 * Every backend port for one visitor over HTTP and socket.io. The member, payment, dial-in and
 * media adapters share one token and language; the inbox and the chat engine keep their own.
 */
export function createHttpBackend(config: HttpBackendConfig): BackendPorts {
  const timeoutMs = config.timeoutMs;
  const credentials = new MemberCredentials();
  const memberClient = createMemberClient(
    { baseURL: config.memberUrl, key: config.memberKey, timeoutMs },
    credentials,
  );
  const engine = { baseURL: config.engineUrl, key: config.engineKey, timeoutMs };
  const lists = new ListReader(config.logger ?? new ConsoleLogger());
  return {
    member: new HttpMemberApi(memberClient, credentials, lists),
    payment: new HttpPaymentApi(memberClient, lists),
    dialIn: new HttpDialInApi(memberClient, lists),
    media: new HttpMediaApi(memberClient, lists),
    inbox: new HttpInboxApi(engine, lists),
    chat: new HttpChatEngine(engine),
    performers: new HttpPerformerApi(createEngineClient(engine), lists),
    landers: new HttpLanderConfigSource(createPublicClient(config.storageUrl, timeoutMs), lists),
    geolocation: new HttpGeolocation(
      createPublicClient(config.geoUrl ?? defaultGeoUrl(config.memberUrl), timeoutMs),
    ),
    memberEvents: new SocketIoMemberEvents({
      url: config.socketUrl,
      path: config.socketPath,
      key: config.memberKey,
    }),
    wallet: new HttpWalletService(
      createPublicClient(config.walletUrl ?? besideMemberApi(config.memberUrl, 'wallet'), timeoutMs),
    ),
    chatEvents: new SocketIoChatEvents({
      url: config.socketUrl,
      path: config.socketPath,
      key: config.engineKey,
    }),
  };
}
