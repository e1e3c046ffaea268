import { makeAutoObservable, observable } from 'mobx';
import type { ChatLine, ChatTab } from '../../../../core/live-chat/chat-room.model';

/** The newest lines a tab keeps (and the log renders): a busy room must not grow the page without bound. */
export const LINES_PER_TAB = 200;

/**
 * Every tab's lines, newest last and at most LINES_PER_TAB each, and which tabs have lines the
 * visitor has not seen (SPEC §3 chatrooms: each with its messages and a notify flag).
 */
export class RoomLines {
  private readonly byTab = observable.map<ChatTab, ChatLine[]>({}, { deep: false });
  readonly unread = observable.set<ChatTab>();
  active: ChatTab = 'freechat';

  constructor() {
    makeAutoObservable<this, 'byTab'>(this, { byTab: false, unread: false }, { autoBind: true });
  }

  of(tab: ChatTab): readonly ChatLine[] {
    return this.byTab.get(tab) ?? [];
  }

  add(line: ChatLine): void {
    const lines = [...this.of(line.tab), line];
    this.byTab.set(line.tab, lines.length > LINES_PER_TAB ? lines.slice(-LINES_PER_TAB) : lines);
    if (line.tab !== this.active) this.unread.add(line.tab);
  }

  /** Changes one line (an own line's status) in place of the old. */
  update(id: string, change: Partial<ChatLine>): void {
    for (const [tab, lines] of this.byTab) {
      if (!lines.some((line) => line.id === id)) continue;
      this.byTab.set(
        tab,
        lines.map((line) => (line.id === id ? { ...line, ...change } : line)),
      );
    }
  }

  find(id: string): ChatLine | undefined {
    for (const lines of this.byTab.values()) {
      const line = lines.find((candidate) => candidate.id === id);
      if (line) return line;
    }
    return undefined;
  }

  show(tab: ChatTab): void {
    this.active = tab;
    this.unread.delete(tab);
  }
}
