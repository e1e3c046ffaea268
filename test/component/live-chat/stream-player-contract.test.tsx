import { SandboxShowPlayer } from '../../../src/adapters/stream/sandbox-show-player';
import {
  ScriptStreamPlayer,
  type CamStreamClient,
  type CamStreamSession,
} from '../../../src/adapters/stream/script-stream-player';
import type { Quality } from '../../../src/ports/stream-player.port';
import { describeStreamPlayerContract } from '../../contract/stream-player.contract';

/** A partner's client as docs/stream-client.md allows it: with every optional call, or with none. */
function partnerClient(full: boolean): CamStreamClient {
  return {
    create() {
      const qualities: Quality[] = [
        { id: '1080', label: '1080p' },
        { id: '360', label: '360p' },
      ];
      let quality = '1080';
      const session: CamStreamSession = { on: () => undefined, destroy: () => undefined };
      if (!full) return session;
      return {
        ...session,
        setMuted: () => undefined,
        setVolume: () => undefined,
        qualities: () => qualities,
        quality: () => quality,
        setQuality: (id) => void (quality = id),
      };
    },
  };
}

let scripts = 0;

/** jsdom loads no scripts: each player gets its own script URL, answered by defining `client`. */
function partnerPlayer(client: CamStreamClient): ScriptStreamPlayer {
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    queueMicrotask(() => {
      window.CamStreamClient = client;
      script.onload?.(new Event('load'));
    });
  });
  return new ScriptStreamPlayer(`https://stream.example/contract-${(scripts += 1)}.js`);
}

beforeEach(() => {
  // jsdom draws nothing; the show's canvas is a plain element here.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.CamStreamClient;
});

describeStreamPlayerContract('the sandbox show', {
  make: () => new SandboxShowPlayer(),
  audio: true,
  qualities: true,
});
describeStreamPlayerContract("a partner's client with sound and qualities", {
  make: () => partnerPlayer(partnerClient(true)),
  audio: true,
  qualities: true,
});
describeStreamPlayerContract("a partner's client without them", {
  make: () => partnerPlayer(partnerClient(false)),
  audio: false,
  qualities: false,
});
