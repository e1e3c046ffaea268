import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import type { Locale } from '../../src/core/common/locale.model';
import type { Performer } from '../../src/core/performers/performer.model';
import { ageInYears } from '../../src/core/performers/age';
import { LoadPerformerProfile } from '../../src/core/performers/load-performer-profile.use-case';
import { PerformerPageView } from '../../src/ui/features/performers/components/performer-page-view';
import { GalleryViewModel } from '../../src/ui/features/performers/view-models/gallery.view-model';
import { PerformerPageViewModel } from '../../src/ui/features/performers/view-models/performer-page.view-model';
import { createTestApp } from './render-with-app';

const NOW = Date.UTC(2026, 10, 22, 20);

async function loadPerformer(backend: FakeBackend, status: (value: number) => boolean) {
  let summary;
  for (let page = 1; !summary; page += 1) {
    const found = await backend.session().performers.find({ limit: 60, page });
    if (found.items.length === 0) throw new Error('no performer with that status');
    summary = found.items.find((item) => status(item.onlineStatus));
  }
  const result = await new LoadPerformerProfile(
    backend.session().performers,
    backend.session().media,
    new MemoryLogger(),
  ).execute({ username: summary.username });
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

async function setup(
  options: {
    locale?: Locale;
    status?: (value: number) => boolean;
    change?: Partial<Performer>;
    messenger?: boolean;
  } = {},
) {
  const locale = options.locale ?? 'en';
  const site = { name: 'LiveCams', features: { messenger: options.messenger ?? true } };
  const testApp = createTestApp({
    locale,
    fake: new FakeBackend({ clock: new ManualClock(NOW) }),
    pageContext: { site },
  });
  const { performer, albums } = await loadPerformer(testApp.fake, options.status ?? ((value) => value === 3));
  const vm = new PerformerPageViewModel(locale, [['p', '77']]);
  vm.seed({ performer: { ...performer, ...options.change }, albums, renderedAt: NOW });
  const gallery = new GalleryViewModel();
  testApp.render(
    <PerformerPageView vm={vm} gallery={gallery} actions={<button type="button">Favourite</button>} />,
  );
  return { vm, gallery, performer: vm.performer!, albums };
}

function factValue(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`no term ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('PerformerPageView', () => {
  it('opens on the chat tab with the snapshot, the status in words and a private-message link', async () => {
    const { performer } = await setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(performer.username);
    const chat = screen.getByRole('tab', { name: 'Chat' });
    expect(chat.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Chat' });
    expect(
      within(panel)
        .getByRole('img', { name: `Photo of ${performer.username}` })
        .getAttribute('src'),
    ).toBe(performer.snapshot);
    expect(panel.textContent).toContain('Status: Free chat');
    expect(panel.textContent).toContain(`${performer.username} is in free chat right now.`);
    const link = within(panel).getByRole('link', { name: 'Send a private message' });
    expect(link.getAttribute('href')).toBe(
      `/en/messenger/new-conversation?modelId=${performer.id}&model=${performer.username}&p=77`,
    );
  });

  it('offers no private-message link when the partner runs the site without the messenger', async () => {
    await setup({ messenger: false });
    const panel = screen.getByRole('tabpanel', { name: 'Chat' });
    expect(panel.textContent).toContain('Status: Free chat');
    expect(within(panel).queryByRole('link', { name: 'Send a private message' })).toBeNull();
  });

  it('has a back link home keeping the basic query, and the actions slot', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en?p=77');
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeTruthy();
  });

  it('switches tabs with the arrow keys, Home and End, moving focus and showing the panel', async () => {
    const { vm } = await setup();
    const tablist = screen.getByRole('tablist', { name: /’s page$/ });
    const chat = within(tablist).getByRole('tab', { name: 'Chat' });
    const profile = within(tablist).getByRole('tab', { name: /Profile/ });
    expect([chat.tabIndex, profile.tabIndex]).toEqual([0, -1]);
    chat.focus();
    fireEvent.keyDown(chat, { key: 'ArrowRight' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(profile);
    expect([chat.tabIndex, profile.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel', { name: /Profile/ })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Chat' })).toBeNull();
    expect([vm.activeTab, vm.previousTab]).toEqual(['profile', 'chat']);
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(chat);
    fireEvent.keyDown(chat, { key: 'End' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'Home' });
    expect(chat.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(chat, { key: 'ArrowLeft' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the profile facts in sections, with the age in whole years from the date of birth', async () => {
    const { performer } = await setup();
    fireEvent.click(screen.getByRole('tab', { name: /Profile/ }));
    const panel = screen.getByRole('tabpanel', { name: /Profile/ });
    const headings = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Photos',
      'About me',
      'Appearance',
      'Personality and lifestyle',
      'What I like',
      'On cam',
    ]);
    expect(factValue('Age')).toBe(`${ageInYears(performer.dateOfBirth, NOW)} years`);
    expect(factValue('City')).toBe(performer.city);
    expect(factValue('Smoker')).toBe(performer.smoking ? 'Yes' : 'No');
    expect(factValue('Pubic hair')).toBe(performer.shaved ? 'Shaved' : 'Natural');
    expect(factValue('Now')).toBe('Online');
    expect(factValue('First cam session')).toMatch(/^\d{1,2} \w+ \d{4}$/);
  });

  it('shows the backend’s free text as text, never as markup', async () => {
    await setup({ change: { description: 'Hi <img src=x onerror=alert(1)> <b>there</b>' } });
    fireEvent.click(screen.getByRole('tab', { name: /Profile/ }));
    expect(factValue('Description')).toBe('Hi <img src=x onerror=alert(1)> <b>there</b>');
    expect(document.querySelector('dd b, dd img')).toBeNull();
  });

  it('translates enumerations and formats numbers for a German page', async () => {
    const { performer } = await setup({ locale: 'de', change: { rating: 8.4, hairColor: 'dark_blonde' } });
    fireEvent.click(screen.getByRole('tab', { name: /Profil/ }));
    expect(factValue('Haarfarbe')).toBe('Dunkelblond');
    expect(factValue('Bewertung')).toBe('8,4 / 10');
    expect(factValue('Alter')).toBe(`${ageInYears(performer.dateOfBirth, NOW)} Jahre`);
  });

  it('opens the gallery at the thumbnail chosen, and pages on through the albums', async () => {
    const { performer, albums, gallery } = await setup();
    fireEvent.click(screen.getByRole('tab', { name: /Profile/ }));
    const total = performer.images.length + albums.reduce((sum, album) => sum + album.items.length, 0);
    const thumbnails = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(total);
    expect(thumbnails[1]!.getAttribute('aria-label')).toBe(`View ${performer.username}, photo 2`);
    thumbnails[1]!.focus();
    fireEvent.click(thumbnails[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Photo gallery' });
    // The gallery's chunk arrived outside act(): its effects (focus, its view model's subscription)
    // run after the next paint, as in a browser, before anyone could press an arrow.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('img', { name: `${performer.username}, photo 2` })).toBeTruthy();
    expect(dialog.textContent).toContain(`2 / ${total}`);
    for (let page = 2; page <= performer.images.length; page += 1)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    const firstAlbumItem = albums[0]!.items[0]!;
    expect(within(dialog).getByRole('img', { name: firstAlbumItem.title }).getAttribute('src')).toBe(
      firstAlbumItem.url,
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gallery.display).toBe(false);
    expect(document.activeElement).toBe(thumbnails[1]);
  });

  it('says why an offline performer cannot chat, and still links to a private message', async () => {
    const { vm, performer } = await setup({ locale: 'nl', status: (value) => value === 0 });
    expect(vm.canChat).toBe(false);
    const panel = screen.getByRole('tabpanel', { name: 'Chat' });
    expect(panel.textContent).toContain('Status: Offline');
    expect(panel.textContent).toContain(`${performer.username} is nu offline.`);
    expect(within(panel).getByRole('link', { name: 'Stuur een privébericht' }).getAttribute('href')).toBe(
      `/messenger/new-conversation?modelId=${performer.id}&model=${performer.username}&p=77`,
    );
    expect(screen.getByRole('tab', { name: /Profiel/ })).toBeTruthy();
  });

  it('reads a VIP show and a pause as no chat, with their own words', async () => {
    const { vm } = await setup({ change: { onlineStatus: 5 } });
    expect(vm.canChat).toBe(false);
    expect(screen.getByRole('tabpanel', { name: 'Chat' }).textContent).toContain('Status: In VIP show');
    act(() =>
      vm.seed({ performer: { ...vm.performer!, onlineStatus: 9 }, albums: vm.albums, renderedAt: NOW }),
    );
    expect(vm.canChat).toBe(false);
    expect(screen.getByRole('tabpanel', { name: 'Chat' }).textContent).toContain('Status: On a break');
  });
});
