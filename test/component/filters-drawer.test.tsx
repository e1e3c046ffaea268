import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Locale } from '../../src/core/common/locale.model';
import type { PerformerFilters } from '../../src/core/performers/performer.model';
import { FilterChips } from '../../src/ui/features/performers/components/filter-chips';
import { FiltersButton } from '../../src/ui/features/performers/components/filters-button';
import { FiltersDrawer } from '../../src/ui/features/performers/components/filters-drawer';
import { scrollLock } from '../../src/ui/app/scroll-lock';
import { FiltersViewModel } from '../../src/ui/features/performers/view-models/filters.view-model';
import { createTestApp } from './render-with-app';
import { stubLeavingAnimations } from './leaving-animations';

const LazyDrawer = lazy(() => import('../../src/ui/features/performers/components/filters-drawer'));

/** What a page does: load the drawer's code only once the drawer is first opened. */
const OnDemandDrawer = observer(function OnDemandDrawer({ vm }: { vm: FiltersViewModel }) {
  return <Suspense fallback={null}>{vm.isOpen && <LazyDrawer vm={vm} />}</Suspense>;
});

function setup(options: { locale?: Locale; lazyDrawer?: boolean; stored?: string } = {}) {
  const { app, fake, render } = createTestApp({ locale: options.locale ?? 'en' });
  const storage = app.storages.local;
  if (options.stored) storage.set('filters:selected', options.stored);
  const applied: PerformerFilters[] = [];
  const vm = new FiltersViewModel({
    storage,
    onApply: (filters) => applied.push(filters),
    performers: app.features.performers,
  });
  const drawer = options.lazyDrawer ? <OnDemandDrawer vm={vm} /> : <FiltersDrawer vm={vm} />;
  const view = render(
    <>
      <FiltersButton vm={vm} />
      <FilterChips vm={vm} />
      {drawer}
    </>,
  );
  return { vm, backend: fake, storage, applied, view };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function key(name: string, init: { shiftKey?: boolean } = {}) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name, ...init });
}

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  await settle();
  return dialog;
}

describe('FiltersDrawer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('opens as a modal dialog with focus inside and page scroll locked', async () => {
    setup();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDrawer();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Filters' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    for (const section of ['Popular', 'Gender', 'Age', 'Language', 'Appearance'])
      expect(within(dialog).getByRole('group', { name: section })).toBeTruthy();
    const appearance = within(dialog).getByRole('group', { name: 'Appearance' });
    for (const group of ['Breast size', 'Hair colour', 'Ethnicity', 'Physique', 'Penis size', 'Body'])
      expect(within(appearance).getByRole('group', { name: group })).toBeTruthy();
    const age = within(dialog).getByRole('group', { name: 'Age' });
    expect(
      within(age)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['18–24 years', '24–30 years', '30–50 years', '50+ years']);
  });

  it('applies the chosen filters with show results, counting the matches first', async () => {
    const { vm, backend, applied, storage } = setup();
    const dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Blonde' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '18–24 years' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Blonde' })).toHaveProperty('checked', true);
    await settle();
    const expected = await backend
      .session()
      .performers.count({ gender: 'female', hairColor: ['blonde'], ageMin: 18, ageMax: 24 });
    const show = within(dialog).getByRole('button', { name: `Show ${expected} models` });
    expect(applied).toEqual([]);

    fireEvent.click(show);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied).toEqual([{ hairColor: ['blonde'], ageMin: 18, ageMax: 24 }]);
    expect(vm.query).toEqual(applied[0]);
    expect(JSON.parse(storage.get('filters:selected')!).version).toBe('20220913A');
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['18–24 years, remove filter', 'Blonde, remove filter']);
  });

  it('closes with Escape and with the close button, dropping the draft and returning focus', async () => {
    const { vm, applied } = setup();
    let dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Free chat' }));
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));

    dialog = await openDrawer();
    expect(within(dialog).getByRole('checkbox', { name: 'Free chat' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
    expect(vm.activeCount).toBe(0);
    expect(applied).toEqual([]);
    expect(document.body.style.overflow).toBe('');
  });

  it('slides out before it goes, closed at once for focus and screen readers; reopened meanwhile, it stays', async () => {
    const animations = stubLeavingAnimations('dialog--leaving');
    try {
      setup();
      await openDrawer();
      key('Escape');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('dialog', { hidden: true }).closest('[inert]')).not.toBeNull();
      expect(document.body.style.overflow).toBe('');
      await animations.finish();
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

      await openDrawer();
      key('Escape');
      const dialog = await openDrawer();
      await animations.cancel();
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(dialog);
      expect(dialog.closest('[inert]')).toBeNull();
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(document.body.style.overflow).toBe('hidden');
    } finally {
      animations.restore();
    }
  });

  it('closes with a click on the backdrop, not with one inside', async () => {
    setup();
    const dialog = await openDrawer();
    dialog.getBoundingClientRect = () => new DOMRect(100, 0, 200, 600);
    fireEvent.click(dialog, { clientX: 150, clientY: 300 });
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(dialog);
    fireEvent.click(dialog, { clientX: 50, clientY: 300 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('clears the draft with clear all inside the drawer, applied with show results', async () => {
    const stored = JSON.stringify({ version: '20220913A', selected: { gender: ['male'], body: ['shaved'] } });
    const { vm, applied } = setup({ stored });
    act(() => void vm.restore());
    expect(applied).toEqual([{ gender: ['male'], shaved: true }]);
    const dialog = await openDrawer();
    expect(within(dialog).getByRole('checkbox', { name: 'Men' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Men' })).toHaveProperty('checked', false);
    expect(screen.getAllByRole('button', { name: /remove filter$/, hidden: true })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Show/ }));
    expect(applied.at(-1)).toEqual({});
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
  });

  it('releases the scroll lock when unmounted while open', async () => {
    const { view } = setup();
    const before = scrollLock.count;
    await openDrawer();
    expect(scrollLock.count).toBe(before + 1);
    act(() => view.unmount());
    expect(scrollLock.count).toBe(before);
    expect(document.body.style.overflow).toBe('');
  });

  it('loads with React.lazy through its default export', async () => {
    setup({ lazyDrawer: true });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // The chunk's arrival renders it outside act(): its effects (focus) run after the next paint.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('speaks Dutch', async () => {
    setup({ locale: 'nl' });
    const dialog = await openDrawer();
    expect(within(dialog).getByRole('checkbox', { name: 'Blond' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Filters sluiten' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Toon \d+ modellen$/ })).toBeTruthy();
  });
});

describe('FilterChips', () => {
  it('removes one filter per chip, moving focus to the next chip, and clears all', async () => {
    const stored = JSON.stringify({
      version: '20220913A',
      selected: { hairColor: ['blonde', 'red'], language: ['Dutch'] },
    });
    const { vm, applied, storage } = setup({ stored });
    act(() => void vm.restore());
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    const dutch = within(chips).getByRole('button', { name: 'Dutch, remove filter' });
    act(() => dutch.focus());
    fireEvent.click(dutch);
    expect(applied.at(-1)).toEqual({ hairColor: ['blonde', 'red'] });
    expect(document.activeElement).toBe(within(chips).getByRole('button', { name: 'Blonde, remove filter' }));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(applied.at(-1)).toEqual({});
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
    expect(storage.get('filters:selected')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
