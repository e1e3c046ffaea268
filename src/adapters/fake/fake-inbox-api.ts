import type {
  Conversation,
  ConversationFilter,
  ConversationState,
  Message,
  MessagePage,
  MessageSend,
  PerformerReport,
  Suggestion,
} from '../../core/messaging/conversation.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { SessionAuth } from './session-auth';
import type { FakeWorld } from './world/fake-world';

/** InboxApi over the fake world; every call needs the member's token (unauthorized otherwise), read at call time. */
export class FakeInboxApi implements InboxApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly auth: SessionAuth,
  ) {}

  list(filter: ConversationFilter): Promise<Conversation[]> {
    return fakeCall(this.faults, () => this.world.inbox.list(this.auth.memberId(), filter));
  }

  messages(conversationId: number, page: number, limit?: number): Promise<MessagePage> {
    return fakeCall(this.faults, () =>
      this.world.inbox.messages(this.auth.memberId(), conversationId, page, limit),
    );
  }

  send(conversationId: number, message: MessageSend): Promise<Message> {
    return fakeCall(this.faults, () => this.world.inbox.send(this.auth.memberId(), conversationId, message));
  }

  countUnread(): Promise<number> {
    return fakeCall(this.faults, () => this.world.inbox.countUnread(this.auth.memberId()));
  }

  markRead(conversationId: number): Promise<void> {
    return fakeCall(this.faults, () => this.world.inbox.markRead(this.auth.memberId(), conversationId));
  }

  setState(state: ConversationState, conversationId: number): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.inbox.setState(this.auth.memberId(), state, conversationId),
    );
  }

  suggestions(
    type: string,
    query: { limit?: number; page?: number; username?: string },
  ): Promise<Suggestion[]> {
    return fakeCall(this.faults, () => this.world.inbox.suggestions(this.auth.memberId(), type, query));
  }

  setBubble(conversationId: number, bubbled: boolean): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.inbox.setBubble(this.auth.memberId(), conversationId, bubbled),
    );
  }

  setBlocked(performerId: number, blocked: boolean): Promise<void> {
    return fakeCall(this.faults, () =>
      this.world.inbox.setBlocked(this.auth.memberId(), performerId, blocked),
    );
  }

  report(performerId: number, report: PerformerReport): Promise<{ reportId: string }> {
    return fakeCall(this.faults, () => this.world.inbox.report(this.auth.memberId(), performerId, report));
  }
}
