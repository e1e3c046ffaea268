import { FakeBackend } from '../../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../../../src/adapters/fake/memory-logger';
import { ageInYears } from '../../../../../src/core/performers/age';
import { LoadPerformerProfile } from '../../../../../src/core/performers/load-performer-profile.use-case';
import { PerformerPageViewModel } from '../../../../../src/ui/features/performers/view-models/performer-page.view-model';

const NOW = Date.UTC(2026, 10, 22, 20);

async function seeded(locale: 'nl' | 'en' = 'nl', query: [string, string][] = []) {
  const backend = new FakeBackend({ clock: new ManualClock(NOW) });
  const ports = backend.session();
  const { username } = (await ports.performers.find({ limit: 1 })).items[0]!;
  const result = await new LoadPerformerProfile(ports.performers, ports.media, new MemoryLogger()).execute({
    username,
  });
  if (!result.ok) throw new Error(result.error.kind);
  const vm = new PerformerPageViewModel(locale, query);
  vm.seed({ ...result.value, renderedAt: NOW });
  return { vm, ...result.value };
}

describe('PerformerPageViewModel', () => {
  it('is not ready and empty before it is seeded', () => {
    const vm = new PerformerPageViewModel('nl');
    expect([vm.dataReady, vm.performer, vm.age, vm.capName, vm.canChat]).toEqual([
      false,
      null,
      null,
      '',
      false,
    ]);
    expect(vm.sections).toEqual([]);
    expect(vm.photoGroups).toEqual([]);
  });

  it('holds the performer, her age in whole years at render time, and capName', async () => {
    const { vm, performer } = await seeded();
    expect(vm.dataReady).toBe(true);
    expect(vm.age).toBe(ageInYears(performer.dateOfBirth, NOW));
    expect(vm.capName).toBe(performer.username.charAt(0).toUpperCase() + performer.username.slice(1));
  });

  it('opens on the chat tab and remembers the previous tab', async () => {
    const { vm } = await seeded();
    expect([vm.activeTab, vm.previousTab]).toEqual(['chat', null]);
    vm.selectTab('profile');
    expect([vm.activeTab, vm.previousTab]).toEqual(['profile', 'chat']);
    vm.selectTab('profile');
    expect(vm.previousTab).toBe('chat');
    vm.selectTab('chat');
    expect([vm.activeTab, vm.previousTab]).toEqual(['chat', 'profile']);
  });

  it('can chat online and in free chat, not offline, in VIP or on a pause', async () => {
    const { vm } = await seeded();
    const withStatus = (onlineStatus: number) => {
      vm.seed({ performer: { ...vm.performer!, onlineStatus }, albums: [], renderedAt: NOW });
      return [vm.mode, vm.canChat];
    };
    expect(withStatus(1)).toEqual(['online', true]);
    expect(withStatus(3)).toEqual(['infree', true]);
    expect(withStatus(5)).toEqual(['invip', false]);
    expect(withStatus(9)).toEqual(['pause', false]);
    expect(withStatus(0)).toEqual(['offline', false]);
  });

  it('numbers the profile photos and the album pictures as one gallery', async () => {
    const { vm, performer, albums } = await seeded();
    const groups = vm.photoGroups;
    expect(groups.map((group) => group.id)).toEqual([
      'photos',
      ...albums.map((album) => `album-${album.id}`),
    ]);
    const pages = groups.flatMap((group) => group.photos.map((photo) => photo.page));
    expect(pages).toEqual(pages.map((_, index) => index + 1));
    const first = performer.images[0]!;
    expect(groups[0]!.photos[0]).toEqual({
      source: typeof first === 'string' ? first : first.snapshot,
      page: 1,
      title: null,
      number: 1,
    });
    expect(groups[1]!.photos[0]).toMatchObject({
      source: albums[0]!.items[0]!.url,
      title: albums[0]!.items[0]!.title,
    });
  });

  it('shows a plain-string image as it is and leaves videos out of the gallery', async () => {
    const { vm } = await seeded();
    vm.seed({
      performer: { ...vm.performer!, images: ['/plain.svg'] },
      albums: [
        {
          id: 1,
          title: 'Mixed',
          cover: '',
          items: [
            { id: 1, url: '/clip.mp4', title: 'Clip', type: 'video' },
            { id: 2, url: '/pic.svg', title: 'Pic', type: 'image' },
          ],
        },
        {
          id: 2,
          title: 'Only video',
          cover: '',
          items: [{ id: 3, url: '/v.mp4', title: 'V', type: 'video' }],
        },
      ],
      renderedAt: NOW,
    });
    expect(vm.photoGroups.map((group) => group.photos.map((photo) => [photo.source, photo.page]))).toEqual([
      [['/plain.svg', 1]],
      [['/pic.svg', 2]],
    ]);
  });

  it('links home and to a new conversation in the page’s language, keeping the basic query', async () => {
    const { vm, performer } = await seeded('en', [['p', '61']]);
    expect(vm.homeHref).toBe('/en?p=61');
    expect(vm.privateMessageHref).toBe(
      `/en/messenger/new-conversation?modelId=${performer.id}&model=${encodeURIComponent(performer.username)}&p=61`,
    );
    const dutch = await seeded('nl');
    expect(dutch.vm.homeHref).toBe('/');
    expect(dutch.vm.privateMessageHref).toMatch(/^\/messenger\/new-conversation\?modelId=\d+&model=/);
  });
});
