import { ScriptStreamPlayer, type CamStreamSession } from '../../../src/adapters/stream/script-stream-player';
import type { StreamPlayerEvent } from '../../../src/ports/stream-player.port';

const TARGET = { performerId: 7, username: 'sanne', snapshot: '/s.svg', token: 'chat_1' };

/** jsdom loads no scripts: answer the script element as a browser would, after defining the global. */
function serveScript(define: (() => void) | null) {
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    queueMicrotask(() => {
      if (define) {
        define();
        script.onload?.(new Event('load'));
      } else script.onerror?.(new Event('error'));
    });
  });
  return append;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete window.CamStreamClient;
});

describe('ScriptStreamPlayer', () => {
  it("loads the partner's client, plays with the join token, passes reactions and frees it on stop", async () => {
    const handlers = new Map<string, (detail?: unknown) => void>();
    const session: CamStreamSession = {
      on: (event, handler) => void handlers.set(event, handler),
      react: jest.fn(),
      destroy: jest.fn(),
    };
    const create = jest.fn(() => session);
    serveScript(() => (window.CamStreamClient = { create }));
    const player = new ScriptStreamPlayer('https://stream.example/client-a.js');
    const events: StreamPlayerEvent[] = [];
    player.onEvent((event) => events.push(event));
    const container = document.createElement('div');
    await player.play(container, TARGET);
    expect(create).toHaveBeenCalledWith(container, { token: 'chat_1', performerId: 7, username: 'sanne' });
    handlers.get('playing')!();
    handlers.get('audio')!(false);
    handlers.get('error')!('stream.down');
    expect(events).toEqual([
      // A client without sound or quality calls: the room shows no such controls.
      { kind: 'controls', controls: { audio: false, muted: false, volume: 1, qualities: [], quality: null } },
      { kind: 'playing' },
      { kind: 'audio', available: false },
      { kind: 'error', error: 'stream.down' },
    ]);
    player.react({ amount: 0, level: 10, nickname: 'bert' });
    expect(session.react).toHaveBeenCalledWith({ amount: 0, level: 10, nickname: 'bert' });
    player.stop();
    expect(session.destroy).toHaveBeenCalled();
  });

  it("hands the visitor's sound to the client, and its well-formed qualities to the room", async () => {
    const handlers = new Map<string, (detail?: unknown) => void>();
    let listed: unknown = [{ id: 'hd', label: '720p' }, { id: 7 }, 'sd'];
    const session = {
      on: (event: string, handler: (detail?: unknown) => void) => void handlers.set(event, handler),
      destroy: jest.fn(),
      setMuted: jest.fn(),
      setVolume: jest.fn(),
      qualities: () => listed as { id: string; label: string }[],
      setQuality: jest.fn(),
    };
    serveScript(() => (window.CamStreamClient = { create: () => session }));
    const player = new ScriptStreamPlayer('https://stream.example/client-d.js');
    player.setMuted(true);
    player.setVolume(0.25);
    const events: StreamPlayerEvent[] = [];
    player.onEvent((event) => events.push(event));
    await player.play(document.createElement('div'), TARGET);
    expect(session.setMuted).toHaveBeenCalledWith(true);
    expect(session.setVolume).toHaveBeenCalledWith(0.25);
    expect(player.controls()).toEqual({
      audio: true,
      muted: true,
      volume: 0.25,
      qualities: [{ id: 'hd', label: '720p' }],
      quality: 'hd',
    });
    listed = [
      { id: 'hd', label: '720p' },
      { id: 'sd', label: '480p' },
    ];
    events.length = 0;
    handlers.get('qualities')!();
    expect(events).toEqual([{ kind: 'controls', controls: player.controls() }]);
    player.setQuality('sd');
    expect(session.setQuality).toHaveBeenCalledWith('sd');
    expect(player.controls().quality).toBe('sd');
    player.setMuted(false);
    expect(session.setMuted).toHaveBeenLastCalledWith(false);
  });

  it('says player.load when the script fails or defines no client', async () => {
    for (const define of [null, () => undefined]) {
      serveScript(define);
      const player = new ScriptStreamPlayer(`https://stream.example/client-${define ? 'b' : 'c'}.js`);
      const events: StreamPlayerEvent[] = [];
      player.onEvent((event) => events.push(event));
      await player.play(document.createElement('div'), TARGET);
      expect(events).toEqual([{ kind: 'error', error: 'player.load' }]);
      jest.restoreAllMocks();
    }
  });
});
