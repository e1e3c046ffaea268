import type { ChatEvent } from '../../../core/live-chat/chat.model';
import type { TimerHandle } from '../../../ports/clock.port';
import type { Unsubscribe } from '../../../ports/member-events.port';
import { isFree, ONLINE_FLAGS, type OnlineSchedule } from './online-schedule';
import type { WorldContext } from './world-context';

export function roomOf(performerId: number): string {
  return `performer-${performerId}`;
}

export function performerOfRoom(room: string): number | null {
  const match = /^performer-(\d+)$/.exec(room);
  return match ? Number(match[1]) : null;
}

/**
 * Turns a performer's schedule into room events while someone watches the room: at each slot
 * boundary a change of status emits updatedSettings, and free chat or closing events as they apply.
 */
export class RoomWatch {
  private readonly timers = new Map<string, TimerHandle>();

  constructor(
    private readonly ctx: WorldContext,
    private readonly schedule: OnlineSchedule,
  ) {}

  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe {
    const unsubscribe = this.ctx.rooms.subscribe(room, handler);
    if (!this.timers.has(room)) this.arm(room);
    return () => {
      unsubscribe();
      if (this.ctx.rooms.listeners(room) > 0) return;
      const timer = this.timers.get(room);
      if (timer) this.ctx.clock.clear(timer);
      this.timers.delete(room);
    };
  }

  private arm(room: string): void {
    const performerId = performerOfRoom(room);
    if (performerId === null || !this.ctx.performers.get(performerId)) return;
    const now = this.ctx.clock.now();
    const before = this.ctx.performers.statusOf(performerId);
    const delay = this.schedule.nextChangeAfter(now) - now;
    this.timers.set(
      room,
      this.ctx.clock.setTimeout(() => {
        this.timers.delete(room);
        this.announce(room, before, this.ctx.performers.statusOf(performerId));
        if (this.ctx.rooms.listeners(room) > 0) this.arm(room);
      }, delay),
    );
  }

  private announce(room: string, before: number, after: number): void {
    announceStatus(this.ctx, room, before, after);
  }
}

/**
 * What a room hears when its performer's status changes: updatedSettings, free chat starting or
 * stopping, the room closing when she goes offline. A pause keeps the room open (issue 12): the
 * status itself tells the visitors.
 */
export function announceStatus(ctx: WorldContext, room: string, before: number, after: number): void {
  if (before === after) return;
  ctx.rooms.emit(room, 'updatedSettings', { onlineStatus: after });
  if (!isFree(before) && isFree(after)) ctx.rooms.emit(room, 'startFreeChat', {});
  if (isFree(before) && !isFree(after)) ctx.rooms.emit(room, 'stopFreeChat', {});
  if (after === ONLINE_FLAGS.OFFLINE) ctx.rooms.emit(room, 'roomClosed', { reason: 'default' });
}
