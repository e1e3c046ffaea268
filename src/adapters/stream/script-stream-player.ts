import { clampVolume } from '../../core/live-chat/player-audio.rules';
import type { Unsubscribe } from '../../ports/member-events.port';
import type {
  PlayerControls,
  Quality,
  StreamPlayer,
  StreamPlayerEvent,
  StreamTarget,
} from '../../ports/stream-player.port';

/** The partner's streaming client as its script leaves it on `window` (docs/stream-client.md). */
export interface CamStreamClient {
  create(
    container: HTMLElement,
    options: { token: string; performerId: number; username: string },
  ): CamStreamSession;
}

export interface CamStreamSession {
  on(event: 'playing' | 'audio' | 'video' | 'error' | 'qualities', handler: (detail?: unknown) => void): void;
  react?(reaction: { amount: number; level: number; nickname: string }): void;
  /** Sound controls: the room offers mute and volume only when the client has both. */
  setMuted?(muted: boolean): void;
  /** 0..1. */
  setVolume?(volume: number): void;
  /** The qualities it offers now; it emits 'qualities' when they change. */
  qualities?(): readonly Quality[];
  /** The quality playing, when it can say. */
  quality?(): string | null;
  setQuality?(id: string): void;
  destroy(): void;
}

/** What a client's qualities() gave, kept to well-formed entries: a partner's script is not ours. */
function validQualities(listed: unknown): Quality[] {
  if (!Array.isArray(listed)) return [];
  return listed.filter(
    (quality): quality is Quality =>
      typeof quality === 'object' &&
      quality !== null &&
      typeof (quality as Quality).id === 'string' &&
      typeof (quality as Quality).label === 'string',
  );
}

declare global {
  interface Window {
    CamStreamClient?: CamStreamClient;
  }
}

const loads = new Map<string, Promise<void>>();

/** Loads a script once per page; a script element made from code passes the CSP's 'strict-dynamic'. */
function loadScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}

/**
 * The partner's live stream: the streaming client script named in the white-label configuration
 * (client script URL, SPEC §3), driven through the global contract of docs/stream-client.md.
 */
export class ScriptStreamPlayer implements StreamPlayer {
  private readonly handlers = new Set<(event: StreamPlayerEvent) => void>();
  private session: CamStreamSession | null = null;
  // The visitor's wishes, kept while no session runs and handed to each new one.
  private muted = false;
  private volume = 1;
  private chosen: string | null = null;

  constructor(private readonly scriptUrl: string) {}

  async play(container: HTMLElement, target: StreamTarget): Promise<void> {
    this.stop();
    try {
      await loadScript(this.scriptUrl);
      const client = window.CamStreamClient;
      if (!client) throw new Error('the client script defines no CamStreamClient');
      const session = client.create(container, {
        token: target.token,
        performerId: target.performerId,
        username: target.username,
      });
      session.on('playing', () => this.emit({ kind: 'playing' }));
      session.on('audio', (detail) => this.emit({ kind: 'audio', available: detail !== false }));
      session.on('video', (detail) => this.emit({ kind: 'video', available: detail !== false }));
      session.on('error', (detail) =>
        this.emit({ kind: 'error', error: typeof detail === 'string' ? detail : 'player.error' }),
      );
      session.on('qualities', () => this.emit({ kind: 'controls', controls: this.controls() }));
      this.session = session;
      if (this.audio(session)) {
        session.setMuted(this.muted);
        session.setVolume(this.volume);
      }
      if (this.chosen) this.setQuality(this.chosen);
      this.emit({ kind: 'controls', controls: this.controls() });
    } catch {
      this.emit({ kind: 'error', error: 'player.load' });
    }
  }

  react(reaction: { amount: number; level: number; nickname: string }): void {
    this.session?.react?.(reaction);
  }

  controls(): PlayerControls {
    const session = this.session;
    const qualities = session?.setQuality ? validQualities(session.qualities?.()) : [];
    const reported = session?.quality?.() ?? this.chosen;
    const quality = qualities.find((each) => each.id === reported)?.id ?? qualities[0]?.id ?? null;
    return {
      audio: session !== null && this.audio(session),
      muted: this.muted,
      volume: this.volume,
      qualities,
      quality,
    };
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.session?.setMuted?.(muted);
  }

  setVolume(volume: number): void {
    this.volume = clampVolume(volume);
    this.session?.setVolume?.(this.volume);
  }

  setQuality(id: string): void {
    const session = this.session;
    if (!session?.setQuality || !validQualities(session.qualities?.()).some((each) => each.id === id)) {
      return;
    }
    this.chosen = id;
    session.setQuality(id);
    this.emit({ kind: 'controls', controls: this.controls() });
  }

  onEvent(handler: (event: StreamPlayerEvent) => void): Unsubscribe {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  stop(): void {
    this.session?.destroy();
    this.session = null;
  }

  private audio(
    session: CamStreamSession,
  ): session is CamStreamSession & Required<Pick<CamStreamSession, 'setMuted' | 'setVolume'>> {
    return typeof session.setMuted === 'function' && typeof session.setVolume === 'function';
  }

  private emit(event: StreamPlayerEvent): void {
    for (const handler of [...this.handlers]) handler(event);
  }
}
