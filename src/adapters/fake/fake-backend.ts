/**
 * The fake backend: a seeded, deterministic world and in-process adapters for every backend port.
 *
 *   const backend = new FakeBackend({ seed: 1, clock: new ManualClock() });
 *   const credentials = new MemoryCredentials();
 *   const ports = backend.session(credentials);   // one visitor: own session holder, shared world
 *   credentials.set((await ports.member.login({ username: 'demo', password: 'demo1234' })).token);
 *
 * Seeded accounts: demo / demo1234 (verified, 5000 credits, favourites, three conversations),
 * newbie / newbie123 (unverified, 0 credits, activation mail in the outbox), oldtimer / oldtimer123
 * (legacy token, verified, 800 credits). E-mails are {name}@example.test.
 *
 * For the sandbox HTTP server: create `session(new MemoryCredentials(token))` per request, call
 * `member.setLanguage(lang)`, then the port method; ApiError.status is the HTTP status. Sessions
 * hold no other state, except the chat engine, which remembers its joined chat
 * token: call `chat.join({ token, room })` (idempotent) before a chat command. World helpers:
 *   world.events.subscribe(memberId, ({ name, payload }) => ...)   member socket events
 *   world.subscribeBroadcast(({ name, payload }) => ...)           events for every socket, guests' too
 *   world.subscribeRoom(room, (event) => ...)                      chat room events
 *   world.memberIdFromToken(token): number | null                  socket authentication
 *   world.outbox: readonly OutboxMail[]                            sent e-mails (/sandbox/mail)
 *   world.checkout(id) / world.completeCheckout(id, 'success' | reasonCode)   /sandbox/checkout/{id}
 *   world.phoneCall(session) / world.dialIn.connect(session) / world.hangUp(session) /
 *     world.dialIn.expire(session) / world.ivrSession(session) / world.liveIvrSessions()
 *                                                                  /sandbox/phone
 *   world.creditsOf(memberId)                                      setCredits on socket connect
 *   world.performers.setStatusOverride(id, status | null)          /sandbox/studio
 *   world.portraitSvg(id, w, h, variant) / world.mediaSvg(url)     /sandbox/media/...
 */
import type { BackendPorts } from '../../ports/backend-ports';
import type { Clock } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import { MemoryCredentials } from '../session/memory-credentials';
import { FakeChatEngine } from './fake-chat-engine';
import { FakeChatEvents } from './fake-chat-events';
import { FakeDialInApi } from './fake-dial-in-api';
import { FakeGeolocation } from './fake-geolocation';
import { FakeInboxApi } from './fake-inbox-api';
import { FakeLanderConfigSource } from './fake-lander-config-source';
import { FakeMediaApi } from './fake-media-api';
import { FakeMemberApi } from './fake-member-api';
import { FakeMemberEvents } from './fake-member-events';
import { FakePaymentApi } from './fake-payment-api';
import { FakePerformerApi } from './fake-performer-api';
import { FakeWalletService } from './fake-wallet-service';
import { FaultInjector } from './faults';
import { SessionAuth } from './session-auth';
import { SystemClock } from '../system/system-clock';
import { FakeWorld } from './world/fake-world';

export const DEFAULT_SEED = 20261122;

export interface FakeBackendOptions {
  seed?: number;
  clock?: Clock;
  /** A guest's free chat time limit in seconds (default 180). */
  guestChatSeconds?: number;
}

export class FakeBackend {
  readonly world: FakeWorld;
  readonly faults: FaultInjector;
  readonly clock: Clock;

  /** Default seed 20261122 and the system clock. */
  constructor(options: FakeBackendOptions = {}) {
    const seed = options.seed ?? DEFAULT_SEED;
    this.clock = options.clock ?? new SystemClock();
    this.world = new FakeWorld({ seed, clock: this.clock, guestChatSeconds: options.guestChatSeconds });
    this.faults = new FaultInjector({ seed, clock: this.clock });
  }

  /**
   * A fresh set of ports for one visitor: shares the world; every port that sends the login token
   * reads it from `credentials` at call time (a guest's empty holder when none is given).
   */
  session(credentials: Credentials = new MemoryCredentials()): BackendPorts {
    const auth = new SessionAuth(this.world, credentials);
    const { world, faults, clock } = this;
    return {
      member: new FakeMemberApi(world, faults, auth),
      payment: new FakePaymentApi(world, faults, auth),
      dialIn: new FakeDialInApi(world, faults, auth),
      media: new FakeMediaApi(world, faults),
      inbox: new FakeInboxApi(world, faults, auth),
      chat: new FakeChatEngine(world, faults),
      performers: new FakePerformerApi(world, faults),
      landers: new FakeLanderConfigSource(world, faults),
      geolocation: new FakeGeolocation(world, faults),
      memberEvents: new FakeMemberEvents(world, faults, clock, credentials),
      chatEvents: new FakeChatEvents(world, faults, clock),
      wallet: new FakeWalletService(world, faults),
    };
  }
}
