import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PerformerGrid } from '../../src/ui/features/performers/components/performer-grid';
import { GridViewModel } from '../../src/ui/features/performers/view-models/grid.view-model';
import { createTestApp } from './render-with-app';

function setup(filters = {}) {
  const { app, fake, logger, shell, render } = createTestApp();
  const vm = new GridViewModel(app.features.performers, 'en', filters);
  const view = () => render(<PerformerGrid vm={vm} nextHref="/en?page=2" />);
  return { backend: fake, vm, view, logger, shell };
}

function profileLinks(): HTMLElement[] {
  return within(screen.getByRole('list', { name: /models/ })).getAllByRole('link');
}

describe('PerformerGrid', () => {
  it('shows 60 performers, each a link to the profile named with age and online status', async () => {
    const { vm, view } = setup();
    await act(() => vm.reload());
    view();
    const links = profileLinks();
    expect(links).toHaveLength(60);
    // The list is named by how many performers the grid has in all, in the language's plural.
    expect(screen.getByRole('list', { name: `${vm.total} models` })).toBeTruthy();
    const first = vm.cards[0]!;
    const link = screen.getByRole('link', { name: new RegExp(`^${first.username}, ${first.age} years, `) });
    expect(link.getAttribute('href')).toBe(`/en/profile/${first.username}`);
    // Every card is named by what it shows: name, age and online style.
    const named = within(screen.getByRole('list', { name: /models/ })).getAllByRole('link', {
      name: /^\S+, \d+ years, (Toy, )?(Offline|Online|Free chat|In VIP show)$/,
    });
    expect(named).toHaveLength(60);
    expect(
      screen.getByRole('button', { name: `Favourite ${first.username}` }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('says so when the performers cannot be loaded, and recovers on retry', async () => {
    const { backend, vm, view } = setup();
    backend.faults.set({ errorRate: 1 });
    await act(() => vm.reload());
    view();
    expect(screen.getByRole('alert').textContent).toContain(
      'The models could not be loaded. Please try again.',
    );
    backend.faults.set({ errorRate: 0 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(profileLinks()).toHaveLength(60);
  });

  it('appends the next 60 with the pager, and hides the pager after the last page', async () => {
    const { vm, view } = setup({ gender: 'female' });
    await act(() => vm.reload());
    view();
    const pager = screen.getByRole('link', { name: 'Show more models' });
    expect(pager.getAttribute('href')).toBe('/en?page=2');
    fireEvent.click(pager);
    await waitFor(() => expect(profileLinks()).toHaveLength(120));
    while (vm.hasMore) await act(() => vm.loadMore());
    expect(profileLinks()).toHaveLength(vm.total);
    expect(new Set(vm.items.map((item) => item.id)).size).toBe(vm.total);
    expect(screen.queryByRole('link', { name: 'Show more models' })).toBeNull();
  });

  it('restyles a card when her status changes, without reloading', async () => {
    const { vm, view } = setup();
    await act(() => vm.reload());
    view();
    const first = vm.cards[0]!;
    act(() => vm.applyStatus(first.id, 0));
    expect(screen.getByRole('link', { name: new RegExp(`^${first.username}, .*Offline$`) })).toBeTruthy();
    act(() => vm.applyStatus(first.id, 5));
    expect(screen.getByRole('link', { name: new RegExp(`^${first.username}, .*In VIP show$`) })).toBeTruthy();
    expect(screen.queryByRole('link', { name: new RegExp(`^${first.username}, .*Offline$`) })).toBeNull();
  });

  it('names a list of one performer in the singular', async () => {
    const { vm, view } = setup();
    await act(() => vm.reload());
    const [one] = vm.items;
    vm.seed({ page: { items: [one!], total: 1, page: 1, limit: 60 } });
    view();
    expect(screen.getByRole('list', { name: '1 model' })).toBeTruthy();
  });
});
