import { makeAutoObservable, runInAction } from 'mobx';
import type { Conversation } from '../../../../core/messaging/conversation.model';
import type { ConversationListViewModel } from './conversation-list.view-model';
import { ReportFormViewModel } from './report-form.view-model';

export type ConversationAction = 'archive' | 'unarchive' | 'block' | 'unblock';

/** What each action changes in the list once the backend has taken it. */
const CHANGES: Record<ConversationAction, Partial<Conversation>> = {
  archive: { archived: true },
  unarchive: { archived: false },
  block: { blocked: true },
  unblock: { blocked: false },
};

/**
 * One conversation's actions in the list: archive or show it again, block or unblock her. The
 * list changes only once the backend has taken an action; a refused one leaves it as it was and
 * is offered again (retry). Loaded with the actions, off the messenger's first load.
 */
export class ConversationActionsViewModel {
  busy: ConversationAction | null = null;
  failed: ConversationAction | null = null;

  constructor(
    private readonly list: ConversationListViewModel,
    private readonly conversationId: number,
  ) {
    makeAutoObservable<this, 'list'>(this, { list: false, reportForm: false }, { autoBind: true });
  }

  get conversation(): Conversation | undefined {
    return this.list.deps.stores.conversations.get(this.conversationId);
  }

  async run(action: ConversationAction): Promise<void> {
    const conversation = this.conversation;
    if (this.busy || !conversation) return;
    this.busy = action;
    this.failed = null;
    const done = await this.send(action, conversation).catch(() => false);
    runInAction(() => {
      this.busy = null;
      if (!done) {
        this.failed = action;
        return;
      }
      const now = this.conversation ?? conversation;
      this.list.deps.stores.conversations.upsertMany([{ ...now, ...CHANGES[action] }]);
      this.list.tell({ key: `messenger.actions.done.${action}`, name: now.other.username });
    });
  }

  /** A new report of her: each opening of the report starts afresh. */
  reportForm(performerId: number): ReportFormViewModel {
    return new ReportFormViewModel(this.list.deps.feature, performerId);
  }

  retry(): Promise<void> {
    return this.failed ? this.run(this.failed) : Promise.resolve();
  }

  private async send(action: ConversationAction, conversation: Conversation): Promise<boolean> {
    const feature = await this.list.deps.feature();
    if (action === 'archive' || action === 'unarchive') {
      const state = action === 'archive' ? 'archived' : 'unarchived';
      return feature.setConversationState.execute({ conversationId: conversation.id, state });
    }
    return feature.setPerformerBlocked.execute({
      performerId: conversation.other.id,
      blocked: action === 'block',
    });
  }
}
