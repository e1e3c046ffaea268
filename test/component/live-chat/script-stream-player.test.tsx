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
      { kind: 'playing' },
      { kind: 'audio', available: false },
      { kind: 'error', error: 'stream.down' },
    ]);
    player.react({ amount: 0, level: 10, nickname: 'bert' });
    expect(session.react).toHaveBeenCalledWith({ amount: 0, level: 10, nickname: 'bert' });
    player.stop();
    expect(session.destroy).toHaveBeenCalled();
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
