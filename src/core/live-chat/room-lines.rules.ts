import type { ChatKind } from './chat.model';
import type { ChatLine, ChatNotice, ChatTab, NoticeKey, RoomEffect } from './chat-room.model';

/** What reading an event needs to know about the visitor and the room. */
export interface RoomContext {
  /** The visitor's own nickname in the room; null while unknown. */
  self: string | null;
  kind: ChatKind;
  /** Whether a VIP show of this visitor runs now (its lines go to the VIP tab). */
  vip: boolean;
  now: number;
  nextId(): string;
}

export interface RoomReading {
  lines: ChatLine[];
  effects: RoomEffect[];
}

/** The tabs a visitor sees for a kind of chat (SPEC §2): VIP only while a show runs (asked from any room). */
export function tabsFor(kind: ChatKind, vipRunning: boolean): ChatTab[] {
  if (kind === 'free') return vipRunning ? ['freechat', 'vip'] : ['freechat'];
  return vipRunning ? ['public', 'private', 'vip'] : ['public', 'private'];
}

/** The tab where the room's common lines go: free chat, or the paid room's public tab. */
export function roomTab(ctx: Pick<RoomContext, 'kind'>): ChatTab {
  return ctx.kind === 'free' ? 'freechat' : 'public';
}

/** Where the performer's and this member's private lines go: the show, the private tab, or the room. */
export function hostTab(ctx: RoomContext): ChatTab {
  if (ctx.vip) return 'vip';
  return ctx.kind === 'free' ? 'freechat' : 'private';
}

/** A notice line in `tab`: its text is `chat.notice.<key>` in the visitor's language. */
export function noticeLine(
  ctx: Pick<RoomContext, 'now' | 'nextId'>,
  tab: ChatTab,
  key: NoticeKey,
  values: ChatNotice['values'] = {},
): ChatLine {
  return {
    id: ctx.nextId(),
    tab,
    type: 'notice',
    nickname: null,
    text: '',
    notice: { key, values },
    own: false,
    status: 'sent',
    at: ctx.now,
  };
}

/** A line someone said in `tab`; `own` when the visitor said it. */
export function saidLine(
  ctx: RoomContext,
  tab: ChatTab,
  type: ChatLine['type'],
  nickname: string,
  text: string,
): ChatLine {
  return {
    id: ctx.nextId(),
    tab,
    type,
    nickname,
    text,
    notice: null,
    own: ctx.self !== null && nickname === ctx.self,
    status: 'sent',
    at: ctx.now,
  };
}

/** Whether `nickname` is the visitor's own (the engine addresses members by nickname). */
export function isSelf(ctx: RoomContext, nickname: string): boolean {
  return ctx.self !== null && nickname === ctx.self;
}
