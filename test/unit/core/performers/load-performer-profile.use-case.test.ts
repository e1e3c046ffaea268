import { ApiError } from '../../../../src/core/common/api-error.model';
import type { Performer } from '../../../../src/core/performers/performer.model';
import {
  LoadPerformerProfile,
  NO_SOURCE,
} from '../../../../src/core/performers/load-performer-profile.use-case';
import type { MediaApi } from '../../../../src/ports/media-api.port';
import type { PerformerApi } from '../../../../src/ports/performer-api.port';
import { fakeSetup, type FakeSetup } from '../../support/fake-setup';

async function someUsername(setup: FakeSetup): Promise<string> {
  const page = await setup.ports.performers.find({ limit: 1 });
  return page.items[0]!.username;
}

/** The fake's performer API, counting the profile calls that reach it. */
function counting(api: PerformerApi): PerformerApi & { calls: string[] } {
  const calls: string[] = [];
  return Object.assign(Object.create(api) as PerformerApi, {
    calls,
    profileByUsername: (username: string) => {
      calls.push(username);
      return api.profileByUsername(username);
    },
  });
}

function useCase(setup: FakeSetup, performers: PerformerApi = setup.ports.performers, media?: MediaApi) {
  return new LoadPerformerProfile(performers, media ?? setup.ports.media, setup.logger);
}

describe('LoadPerformerProfile', () => {
  it('loads the profile by user name, with the performer’s albums', async () => {
    const setup = fakeSetup();
    const username = await someUsername(setup);
    const result = await useCase(setup).execute({ username });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { performer, albums } = result.value;
    expect(performer.username).toBe(username);
    expect(performer).toEqual(await setup.ports.performers.profileByUsername(username));
    expect(albums).toEqual(await setup.ports.media.albums(performer.id));
    expect(albums.length).toBeGreaterThan(0);
    expect(albums[0]!.items[0]).toMatchObject({
      type: 'image',
      url: expect.stringMatching(/^\/sandbox\/media\//),
    });
  });

  it('finds the performer whatever the case of the name, and keeps her own spelling', async () => {
    const setup = fakeSetup();
    const username = await someUsername(setup);
    const result = await useCase(setup).execute({ username: ` ${username.toLowerCase()} ` });
    expect(result.ok && result.value.performer.username).toBe(username);
  });

  it('merges the name asked for into a response without one and defaults images to an empty list', async () => {
    const setup = fakeSetup();
    const username = await someUsername(setup);
    const bare: PerformerApi = Object.assign(Object.create(setup.ports.performers) as PerformerApi, {
      profileByUsername: async (name: string) => {
        const {
          username: _omitted,
          images: _none,
          ...rest
        } = await setup.ports.performers.profileByUsername(name);
        return rest as Performer;
      },
    });
    const result = await useCase(setup, bare).execute({ username });
    expect(result.ok && result.value.performer.username).toBe(username);
    expect(result.ok && result.value.performer.images).toEqual([]);
  });

  it.each([[''], ['   '], [null], [undefined], [NO_SOURCE]])(
    'does nothing for the name %p: no call, a typed result',
    async (username) => {
      const setup = fakeSetup();
      const performers = counting(setup.ports.performers);
      expect(await useCase(setup, performers).execute({ username })).toEqual({
        ok: false,
        error: { kind: 'noName' },
      });
      expect(performers.calls).toEqual([]);
      expect(setup.logger.entries).toEqual([]);
    },
  );

  it('answers notFound for an unknown performer without logging an error', async () => {
    const setup = fakeSetup();
    const result = await useCase(setup).execute({ username: 'nobody_here_x' });
    expect(result).toEqual({ ok: false, error: { kind: 'notFound' } });
    expect(setup.logger.entries).toEqual([]);
  });

  it('logs "Unable to load performer profile" and answers unavailable when the backend fails', async () => {
    const setup = fakeSetup();
    const username = await someUsername(setup);
    setup.backend.faults.set({ errorRate: 1 });
    const result = await useCase(setup).execute({ username });
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(setup.logger.messages('error')).toEqual(['Unable to load performer profile']);
    expect(setup.logger.entries[0]?.detail).toBeInstanceOf(ApiError);
  });

  /** The performer API answering every profile with this status, as an HTTP adapter reports it. */
  function answering(setup: FakeSetup, status: number, label: string): PerformerApi {
    return Object.assign(Object.create(setup.ports.performers) as PerformerApi, {
      profileByUsername: () => Promise.reject(new ApiError(label, status)),
    });
  }

  it.each([
    [400, 'badRequest.validation'],
    [404, 'unexpected'],
    [405, 'unexpected'],
    [410, 'unexpected'],
    [414, 'unexpected'],
    [422, 'badRequest.username'],
  ])(
    'answers notFound, unlogged, for a %i (the request names nothing): never an outage',
    async (status, label) => {
      const setup = fakeSetup();
      const result = await useCase(setup, answering(setup, status, label)).execute({
        username: 'A'.repeat(201),
      });
      expect(result).toEqual({ ok: false, error: { kind: 'notFound' } });
      expect(setup.logger.entries).toEqual([]);
    },
  );

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [407, 'unexpected'],
    [408, 'unexpected'],
    [429, 'unexpected'],
  ])(
    'answers refused, logged, for a %i (the backend refused the site): never an outage',
    async (status, label) => {
      const setup = fakeSetup();
      const result = await useCase(setup, answering(setup, status, label)).execute({ username: 'Anna' });
      expect(result).toEqual({ ok: false, error: { kind: 'refused' } });
      expect(setup.logger.messages('error')).toEqual(['Unable to load performer profile']);
    },
  );

  it.each([
    [500, 'unexpected'],
    [502, 'network'],
    [503, 'network'],
    [0, 'network'],
  ])('answers unavailable for a %i: the backend could not answer', async (status, label) => {
    const setup = fakeSetup();
    const result = await useCase(setup, answering(setup, status, label)).execute({ username: 'Anna' });
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('still gives the profile when the albums fail, logging it and with no albums', async () => {
    const setup = fakeSetup();
    const username = await someUsername(setup);
    const failingMedia: MediaApi = {
      albums: () => Promise.reject(new ApiError('network', 0)),
      album: () => Promise.reject(new ApiError('network', 0)),
    };
    const result = await useCase(setup, setup.ports.performers, failingMedia).execute({ username });
    expect(result.ok && result.value.albums).toEqual([]);
    expect(result.ok && result.value.performer.username).toBe(username);
    expect(setup.logger.messages('error')).toEqual(['Unable to load performer albums']);
  });
});
