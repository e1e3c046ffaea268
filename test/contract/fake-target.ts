import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../src/adapters/fake/manual-clock';
import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import type { ContractTarget, SandboxTools } from './contract-target';

/** The sandbox tools over a fake world in this process. */
export function fakeTools(backend: FakeBackend): SandboxTools {
  const world = backend.world;
  return {
    activationToken: (email) =>
      [...world.outbox].reverse().find((mail) => mail.to === email && mail.kind === 'activation')?.token ??
      null,
    resetLink: (email) => {
      const mail = [...world.outbox].reverse().find((m) => m.to === email && m.kind === 'passwordReset');
      if (!mail) return null;
      const query = new URLSearchParams(mail.link.split('?')[1] ?? '');
      return { token: query.get('token') ?? '', password: query.get('password') ?? '' };
    },
    completeCheckout: async (paymentURL, outcome) => {
      const id = paymentURL.split('/').pop() ?? '';
      world.completeCheckout(id, outcome as Parameters<typeof world.completeCheckout>[1]);
    },
    phoneCall: async (session) => ({ pincode: world.phoneCall(session).pincode }),
    pressOne: async (session) => {
      world.dialIn.connect(session);
    },
    hangUp: async (session) => {
      world.hangUp(session);
    },
    dropSockets: () => {
      backend.faults.dropSocket();
    },
    setPerformerStatus: async (username, status) => {
      world.performers.setStatusOverride(world.performers.profileByUsername(username).id, status);
    },
    setToy: async (performerId, on) => {
      world.chat.setToy(performerId, on);
    },
    seedConversation: async (token, performerId, answers) => {
      const memberId = world.memberIdFromToken(token);
      if (memberId === null) throw new Error('seedConversation needs the token of a member');
      const conversation = world.inbox.create(memberId, performerId);
      world.inbox.append(conversation, { senderId: memberId, content: 'Hallo!', read: true });
      for (let line = 1; line <= answers; line += 1) {
        world.inbox.append(conversation, { senderId: performerId, content: `Antwoord ${line}` });
      }
      return conversation.id;
    },
    emitRoomEvent: (room, event) => world.chat.emit(room, event),
  };
}

/** A seeded fake world on a manual clock, so performer replies and reconnects come on demand. */
export function createFakeWorld(): { backend: FakeBackend; clock: ManualClock } {
  const clock = new ManualClock();
  return { backend: new FakeBackend({ seed: 4242, clock }), clock };
}

/** The contract target of the in-process fake adapters. */
export function fakeTarget(): ContractTarget {
  const { backend, clock } = createFakeWorld();
  return {
    makePorts: () => {
      const credentials = new MemoryCredentials();
      return { ...backend.session(credentials), credentials };
    },
    tools: fakeTools(backend),
    advance: (ms) => clock.advance(ms),
    realtimeTimeoutMs: 5000,
    member: { username: 'demo', password: 'demo1234' },
  };
}
