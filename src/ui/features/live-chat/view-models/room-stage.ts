import { makeAutoObservable } from 'mobx';
import type { ChatEvent } from '../../../../core/live-chat/chat.model';
import type { StreamPlayerEvent, StreamTarget } from '../../../../ports/stream-player.port';
import type { LiveChatDeps } from './live-chat-deps';

/** What the stage needs of the room it belongs to. */
interface Room {
  readonly inRoom: boolean;
  /** The join token of the visitor's seat. */
  readonly seat: string | null;
  receive(event: ChatEvent): void;
}

/**
 * The room's stage (SPEC §2 performer page): her stream while the visitor has a seat, the
 * player's news told in the room, and the visitor's own camera (camback).
 */
export class RoomStage {
  constructor(
    private readonly deps: Pick<LiveChatDeps, 'feature' | 'performer'>,
    private readonly room: Room,
  ) {
    makeAutoObservable<this, 'deps' | 'room'>(this, { deps: false, room: false }, { autoBind: true });
  }

  /** What the stream plays while the visitor is in the room. */
  get streamTarget(): StreamTarget | null {
    const { id, username, snapshot } = this.deps.performer;
    const { inRoom, seat } = this.room;
    return inRoom && seat ? { performerId: id, username, snapshot, token: seat } : null;
  }

  /** The player's news: available or denied sound and video, and errors (reported to the engine). */
  playerEvent(event: StreamPlayerEvent): void {
    // The control bar hears 'controls' itself (player-controls.ts).
    if (event.kind === 'playing' || event.kind === 'controls') return;
    if (event.kind === 'error') {
      this.room.receive({ name: 'playerError', payload: { error: event.error } });
      void this.deps.feature.reportPlayerError.execute(event.error);
      return;
    }
    const name = `${event.kind}${event.available ? 'Available' : 'Denied'}` as const;
    this.room.receive({ name, payload: {} });
  }

  async startCamback(): Promise<boolean> {
    return (await this.deps.feature.startCamback.execute()).ok;
  }

  async stopCamback(): Promise<void> {
    await this.deps.feature.stopCamback.execute();
  }
}
