import { ApiError } from '../../../../src/core/common/api-error.model';
import type { MediaApi } from '../../../../src/ports/media-api.port';
import type { PerformerApi } from '../../../../src/ports/performer-api.port';
import type { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { profileData, profileErrorStatus } from '../../../../src/ui/features/performers/profile-data';
import { factTexts } from '../../../../src/ui/features/performers/components/format';
import { profileSections } from '../../../../src/core/performers/profile-facts';
import { requestMember } from '../../../../src/ui/renderer/request-member';
import { elapse, isSettled, settle } from '../../support/manual-time';
import { fakeWorld, loggedInStorages, memoryStorages, serverRequest } from './page-data-support';

// A seeded performer with two albums.
const PERFORMER = 'Esmee_32';

/** Media whose albums answer `ms` after they are asked: a slow optional part. */
function slowAlbums(media: MediaApi, clock: ManualClock, ms: number): MediaApi {
  return Object.assign(Object.create(media) as MediaApi, {
    albums: (performerId: number) =>
      new Promise<void>((resolve) => clock.setTimeout(resolve, ms)).then(() => media.albums(performerId)),
  });
}

/** The seeded performer's page data from a backend that answers in time. */
function profileInTime() {
  const { pageContext } = serverRequest({
    fake: fakeWorld().fake,
    renderDeadlineMs: 3000,
    routeParams: { model: PERFORMER },
  });
  return profileData(pageContext);
}

/** The page data of `/profile/{name}` from a backend answering the profile with `status`. */
function profileAnswering(status: number, label: string, name = 'A'.repeat(201)) {
  const { fake } = fakeWorld();
  const { pageContext } = serverRequest({
    fake,
    routeParams: { model: name },
    backend: (credentials) => {
      const ports = fake.session(credentials);
      const performers = Object.assign(Object.create(ports.performers) as PerformerApi, {
        profileByUsername: () => Promise.reject(new ApiError(label, status)),
      });
      return { ...ports, performers };
    },
  });
  return profileData(pageContext);
}

describe('profileErrorStatus', () => {
  it('gives each failure its error page: 404 for no such performer, 500 refused, 503 only for an outage', () => {
    expect(profileErrorStatus({ kind: 'noName' })).toBe(404);
    expect(profileErrorStatus({ kind: 'notFound' })).toBe(404);
    expect(profileErrorStatus({ kind: 'refused' })).toBe(500);
    expect(profileErrorStatus({ kind: 'unavailable' })).toBe(503);
  });
});

describe('profileData', () => {
  it.each([
    [400, 'badRequest.validation', 404],
    [404, 'notFound', 404],
    [410, 'unexpected', 404],
    [414, 'unexpected', 404],
    [401, 'unauthorized', 500],
    [403, 'forbidden', 500],
    [429, 'unexpected', 500],
    [500, 'unexpected', 503],
  ])('answers a backend %i (%s) with the error page %i', async (status, label, page) => {
    await expect(profileAnswering(status, label)).resolves.toEqual({ ok: false, status: page });
  });

  it('answers an unknown name with the 404 from the fake itself', async () => {
    const { pageContext } = serverRequest({
      fake: fakeWorld().fake,
      routeParams: { model: 'nobody_here_x' },
    });
    await expect(profileData(pageContext)).resolves.toEqual({ ok: false, status: 404 });
  });

  it('renders the profile with its albums when the backend answers in time', async () => {
    const result = await profileInTime();
    expect(result.ok && result.data.albums.length).toBe(2);
  });

  it("sends her facts' numbers and dates formatted, so the browser needs no Intl for them", async () => {
    const result = await profileInTime();
    if (!result.ok) throw new Error('the profile did not render');
    const { performer, renderedAt, safe, factTexts: texts } = result.data;
    expect(texts).toEqual(factTexts(profileSections(performer, renderedAt, safe), 'en'));
    expect(texts?.['age.age']).toMatch(/^\d+$/);
  });

  it('renders the profile without its albums once they miss the render deadline', async () => {
    const { fake, clock } = fakeWorld();
    const { pageContext, app } = serverRequest({
      fake,
      storages: await loggedInStorages(fake),
      renderDeadlineMs: 3000,
      routeParams: { model: PERFORMER },
      backend: (credentials) => {
        const ports = fake.session(credentials);
        return { ...ports, media: slowAlbums(ports.media, clock, 8000) };
      },
    });
    fake.faults.set({ latencyMs: 2000 });
    const page = profileData(pageContext);
    await elapse(clock, 2900);
    expect(await isSettled(page)).toBe(false);
    // The member came beside the profile: one round trip, not two before it.
    expect(await isSettled(requestMember(app))).toBe(true);
    await elapse(clock, 100);
    const result = await page;
    expect(result.ok && result.data.performer.username).toBe(PERFORMER);
    expect(result.ok && result.data.albums).toEqual([]);
    expect((await requestMember(app))?.username).toBe('demo');
  });

  it('answers a 503 at the render deadline when the profile itself is that slow', async () => {
    const { fake, clock } = fakeWorld();
    const { pageContext } = serverRequest({
      fake,
      renderDeadlineMs: 3000,
      routeParams: { model: PERFORMER },
    });
    fake.faults.set({ latencyMs: 8000 });
    const page = profileData(pageContext);
    await elapse(clock, 3000);
    await expect(page).resolves.toEqual({ ok: false, status: 503 });
  });

  it('answers no 500 under 20% injected errors: failed albums degrade the page, a failed profile is a 503', async () => {
    const { fake } = fakeWorld();
    fake.faults.set({ errorRate: 0.2 });
    const outcomes = { full: 0, withoutAlbums: 0, unavailable: 0 };
    for (let render = 0; render < 300; render += 1) {
      const { pageContext } = serverRequest({
        fake,
        storages: memoryStorages(),
        renderDeadlineMs: 3000,
        routeParams: { model: PERFORMER },
      });
      // Anything thrown here, the error page's 500, fails the test.
      const result = await profileData(pageContext);
      await settle();
      if (!result.ok) {
        expect(result.status).toBe(503);
        outcomes.unavailable += 1;
      } else if (result.data.albums.length === 2) outcomes.full += 1;
      else {
        expect(result.data.albums).toEqual([]);
        outcomes.withoutAlbums += 1;
      }
    }
    // The seeded failures fall on both calls: each way of degrading was exercised.
    expect(outcomes.withoutAlbums).toBeGreaterThan(10);
    expect(outcomes.unavailable).toBeGreaterThan(10);
    expect(outcomes.full).toBeGreaterThan(150);
  });
});
