import type { StreamPlayer, StreamPlayerEvent } from '../../src/ports/stream-player.port';

export const STREAM_TARGET = { performerId: 7, username: 'sanne', snapshot: '/s.svg', token: 'chat_1' };

/** One implementation of the port under test, and what it may honestly not offer. */
export interface StreamPlayerTarget {
  make(): StreamPlayer;
  /** Whether mute and volume reach this show (a partner's client may not offer them). */
  audio: boolean;
  /** Whether this show offers a quality choice. */
  qualities: boolean;
}

async function playing(target: StreamPlayerTarget) {
  const player = target.make();
  const events: StreamPlayerEvent[] = [];
  player.onEvent((event) => events.push(event));
  const container = document.createElement('div');
  document.body.append(container);
  await player.play(container, STREAM_TARGET);
  return { player, events };
}

/** The StreamPlayer port's controls (issue 42): the same answers from the sandbox show and a partner's client. */
export function describeStreamPlayerContract(name: string, target: StreamPlayerTarget): void {
  describe(`StreamPlayer contract: ${name}`, () => {
    it(`says whether it offers sound controls (${target.audio ? 'it does' : 'it does not'})`, async () => {
      const { player } = await playing(target);
      expect(player.controls().audio).toBe(target.audio);
      player.stop();
    });

    it('keeps mute and volume, clamped to 0..1, from before the show through its playing', async () => {
      const player = target.make();
      player.setMuted(true);
      player.setVolume(0.4);
      const container = document.createElement('div');
      await player.play(container, STREAM_TARGET);
      expect(player.controls()).toMatchObject({ muted: true, volume: 0.4 });
      player.setMuted(false);
      player.setVolume(3);
      expect(player.controls()).toMatchObject({ muted: false, volume: 1 });
      player.setVolume(-1);
      expect(player.controls().volume).toBe(0);
      player.stop();
    });

    it(`offers ${target.qualities ? 'a quality choice' : 'no quality choice'}, and only what it offers can be chosen`, async () => {
      const { player, events } = await playing(target);
      const { qualities, quality } = player.controls();
      if (!target.qualities) {
        expect(qualities).toEqual([]);
        expect(quality).toBeNull();
        player.setQuality('high');
        expect(player.controls().quality).toBeNull();
        player.stop();
        return;
      }
      expect(qualities.length).toBeGreaterThanOrEqual(2);
      expect(qualities.map((each) => each.id)).toContain(quality);
      const other = qualities.find((each) => each.id !== quality)!;
      events.length = 0;
      player.setQuality(other.id);
      expect(player.controls().quality).toBe(other.id);
      expect(events).toEqual([{ kind: 'controls', controls: player.controls() }]);
      player.setQuality('no-such-quality');
      expect(player.controls().quality).toBe(other.id);
      player.stop();
    });
  });
}
