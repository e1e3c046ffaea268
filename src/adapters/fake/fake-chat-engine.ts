import type { ChatAction, ChatSession, RoomState } from '../../core/live-chat/chat.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import { worldError } from './world/errors';
import type { FakeWorld } from './world/fake-world';

/**
 * ChatEngine over the fake world. It remembers only the chat session it joined; the room state is
 * the world's, keyed by chat token, so a stateless server may call `join` before each command.
 * Commands before `join` fail with forbidden ('You did not start the chat!').
 */
export class FakeChatEngine implements ChatEngine {
  private session: ChatSession | null = null;

  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  join(session: ChatSession): Promise<RoomState> {
    return fakeCall(this.faults, () => {
      const state = this.world.chat.join(session);
      this.session = { ...session };
      return state;
    });
  }

  leave(reason?: string): Promise<void> {
    return fakeCall(this.faults, () => {
      this.world.chat.leave(this.token(), reason);
      this.session = null;
    });
  }

  startCamback(): Promise<void> {
    return fakeCall(this.faults, () => this.world.chat.startCamback(this.token()));
  }

  stopCamback(by = 'host'): Promise<void> {
    return fakeCall(this.faults, () => this.world.chat.stopCamback(this.token(), by));
  }

  action(action: ChatAction): Promise<{ credits?: number }> {
    return fakeCall(this.faults, () => this.world.chat.action(this.token(), action));
  }

  setLobby(lobby: string): Promise<void> {
    return fakeCall(this.faults, () => this.world.chat.setLobby(this.token(), lobby));
  }

  reportError(error: string): Promise<void> {
    return fakeCall(this.faults, () => this.world.chat.reportError(this.session?.token ?? '', error));
  }

  private token(): string {
    if (!this.session) throw worldError.forbidden();
    return this.session.token;
  }
}
