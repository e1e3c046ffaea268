import { makeAutoObservable, observableRef } from 'mobx';
import type { ChatLine, ChatTab } from '../../../../core/live-chat/chat-room.model';

/** The newest lines a tab keeps (and the log renders): a busy room must not grow the page without bound. */
export const LINES_PER_TAB = 200;

type ByTab = Partial<Record<ChatTab, readonly ChatLine[]>>;

/**
 * Every tab's lines, newest last and at most LINES_PER_TAB each, and which tabs have lines the
 * visitor has not seen (SPEC §3 chatrooms: each with its messages and a notify flag). Each change
 * replaces a tab's list (observable by reference), so a flood of lines costs no deep observation.
 */
export class RoomLines {
  private byTab: ByTab = {};
  unread: readonly ChatTab[] = [];
  active: ChatTab = 'freechat';

  constructor() {
    makeAutoObservable<this, 'byTab'>(
      this,
      { byTab: observableRef, unread: observableRef },
      { autoBind: true },
    );
  }

  of(tab: ChatTab): readonly ChatLine[] {
    return this.byTab[tab] ?? [];
  }

  isUnread(tab: ChatTab): boolean {
    return this.unread.includes(tab);
  }

  add(line: ChatLine): void {
    const lines = [...this.of(line.tab), line];
    this.byTab = {
      ...this.byTab,
      [line.tab]: lines.length > LINES_PER_TAB ? lines.slice(-LINES_PER_TAB) : lines,
    };
    if (line.tab !== this.active && !this.unread.includes(line.tab)) this.unread = [...this.unread, line.tab];
  }

  /** Changes one line (an own line's status) in place of the old. */
  update(id: string, change: Partial<ChatLine>): void {
    for (const [tab, lines] of Object.entries(this.byTab) as [ChatTab, readonly ChatLine[]][]) {
      if (!lines.some((line) => line.id === id)) continue;
      this.byTab = {
        ...this.byTab,
        [tab]: lines.map((line) => (line.id === id ? { ...line, ...change } : line)),
      };
    }
  }

  find(id: string): ChatLine | undefined {
    for (const lines of Object.values(this.byTab)) {
      const line = lines?.find((candidate) => candidate.id === id);
      if (line) return line;
    }
    return undefined;
  }

  show(tab: ChatTab): void {
    this.active = tab;
    this.unread = this.unread.filter((unread) => unread !== tab);
  }
}
