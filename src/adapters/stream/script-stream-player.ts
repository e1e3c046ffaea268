import type { Unsubscribe } from '../../ports/member-events.port';
import type { StreamPlayer, StreamPlayerEvent, StreamTarget } from '../../ports/stream-player.port';

/** The partner's streaming client as its script leaves it on `window` (docs/stream-client.md). */
export interface CamStreamClient {
  create(
    container: HTMLElement,
    options: { token: string; performerId: number; username: string },
  ): CamStreamSession;
}

export interface CamStreamSession {
  on(event: 'playing' | 'audio' | 'video' | 'error', handler: (detail?: unknown) => void): void;
  react?(reaction: { amount: number; level: number; nickname: string }): void;
  destroy(): void;
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
      this.session = session;
    } catch {
      this.emit({ kind: 'error', error: 'player.load' });
    }
  }

  react(reaction: { amount: number; level: number; nickname: string }): void {
    this.session?.react?.(reaction);
  }

  onEvent(handler: (event: StreamPlayerEvent) => void): Unsubscribe {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  stop(): void {
    this.session?.destroy();
    this.session = null;
  }

  private emit(event: StreamPlayerEvent): void {
    for (const handler of [...this.handlers]) handler(event);
  }
}
