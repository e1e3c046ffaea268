import { makeAutoObservable, runInAction } from 'mobx';
import { fail } from '../../../../core/common/result.model';
import { LIMITS } from '../../../../core/common/constants.model';
import type { ChatLine, ChatTab } from '../../../../core/live-chat/chat-room.model';
import type { LiveChatDeps } from './live-chat-deps';
import type { RoomError } from './room-error';
import type { RoomLines } from './room-lines';

/** What writing needs of the room it writes in. */
interface Room {
  readonly lines: RoomLines;
  readonly activeTab: ChatTab;
  readonly nickname: string | null;
}

/**
 * What the visitor writes in the room (SPEC §4 chat send payloads), and the name it goes under:
 * the text is kept until the engine took it, a failed line stays 'not sent' with a retry, and the
 * engine's echo of an own line is not shown twice. Every refusal becomes a translated error.
 */
export class RoomWriting {
  draft = '';
  draftError: RoomError | null = null;
  nicknameError: RoomError | null = null;
  /** Own lines sent and not yet echoed by the engine, by line id: the echo is not shown twice. */
  private readonly awaitingEcho = new Map<string, string>();
  private ownIds = 0;

  constructor(
    private readonly deps: Pick<LiveChatDeps, 'feature' | 'now'>,
    private readonly room: Room,
  ) {
    makeAutoObservable<this, 'deps' | 'room' | 'awaitingEcho' | 'ownIds'>(
      this,
      { deps: false, room: false, awaitingEcho: false, ownIds: false },
      { autoBind: true },
    );
  }

  get charactersLeft(): number {
    return LIMITS.chatMessageMax - this.draft.length;
  }

  setDraft(text: string): void {
    this.draft = text.slice(0, LIMITS.chatMessageMax);
    this.draftError = null;
  }

  /** Sends the draft to the active tab; the line shows at once, as 'sending'. */
  async send(): Promise<void> {
    const text = this.draft.trim();
    if (text === '') return void (this.draftError = { key: 'empty' });
    const tab = this.room.activeTab;
    const line: ChatLine = {
      id: `own-${(this.ownIds += 1)}`,
      tab,
      type: 'member',
      nickname: this.room.nickname,
      text,
      notice: null,
      own: true,
      status: 'sending',
      at: this.deps.now?.() ?? Date.now(),
    };
    this.room.lines.add(line);
    this.draft = '';
    await this.deliver(line);
  }

  /** Sends a 'not sent' line again. */
  async retry(id: string): Promise<void> {
    const line = this.room.lines.find(id);
    if (!line || line.status !== 'notSent') return;
    this.room.lines.update(id, { status: 'sending' });
    await this.deliver(line);
  }

  /** The engine's echo of an own line: true (and the line marked sent) when it was sent from here. */
  acceptEcho(line: ChatLine): boolean {
    for (const [id, text] of this.awaitingEcho) {
      if (text !== line.text) continue;
      this.awaitingEcho.delete(id);
      this.room.lines.update(id, { status: 'sent' });
      return true;
    }
    return false;
  }

  async changeNickname(nickname: string): Promise<boolean> {
    this.nicknameError = null;
    const changed = await this.deps.feature.changeNickname.execute(nickname);
    return runInAction(() => {
      if (changed.ok) return true;
      this.nicknameError =
        changed.error.kind === 'length'
          ? { key: 'nicknameLength', values: { min: changed.error.min, max: changed.error.max } }
          : { key: changed.error.kind === 'notStarted' ? 'notStarted' : 'failed' };
      return false;
    });
  }

  private async deliver(line: ChatLine): Promise<void> {
    this.awaitingEcho.set(line.id, line.text);
    const sent = await this.deps.feature.sendChatMessage
      .execute({ text: line.text, tab: line.tab })
      // The use-case answers 'notSent' for the backend; a bug too leaves the line with its retry.
      .catch(() => fail({ kind: 'notSent' as const }));
    runInAction(() => {
      if (sent.ok) {
        if (this.awaitingEcho.has(line.id)) this.room.lines.update(line.id, { status: 'sent' });
        return;
      }
      this.awaitingEcho.delete(line.id);
      this.room.lines.update(line.id, { status: 'notSent' });
      if (sent.error.kind === 'notStarted') this.draftError = { key: 'notStarted' };
    });
  }
}
