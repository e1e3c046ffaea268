import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { ListPerformers } from '../../src/core/use-cases/list-performers.use-case';
import { PerformerGrid } from '../../src/ui/components/performers/performer-grid';
import { createI18n } from '../../src/ui/i18n/create-i18n';
import { localeTexts } from '../../src/ui/i18n/locales';
import { HomeViewModel } from '../../src/ui/view-models/home.view-model';

const en = localeTexts.en;

function setup() {
  const backend = new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22, 20)) });
  const logger = new MemoryLogger();
  const listPerformers = new ListPerformers(backend.session().performers, logger);
  const vm = new HomeViewModel(() => Promise.resolve(listPerformers), 'en');
  const i18n = createI18n('en', { en: { translation: en } });
  const view = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <PerformerGrid vm={vm} />
      </I18nextProvider>,
    );
  return { backend, vm, view, logger };
}

describe('PerformerGrid', () => {
  it('shows 60 performers, each a link to the profile named with age and online status', async () => {
    const { vm, view } = setup();
    await act(() => vm.reload());
    view();
    const list = screen.getByRole('list', { name: /models/ });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(60);
    const first = vm.cards[0]!;
    const link = within(list).getByRole('link', {
      name: new RegExp(`^${first.username}, ${first.age} years, `),
    });
    expect(link.getAttribute('href')).toBe(`/en/profile/${first.username}`);
    expect(link.textContent).toContain(first.username);
    for (const card of links)
      expect(card.getAttribute('aria-label')).toMatch(/(Offline|Online|Free chat|In VIP show)$/);
  });

  it('says so when the performers cannot be loaded, and recovers on reload', async () => {
    const { backend, vm, view } = setup();
    backend.faults.set({ errorRate: 1 });
    await act(() => vm.reload());
    view();
    expect(screen.getByRole('alert').textContent).toBe('The models could not be loaded. Please try again.');
    backend.faults.set({ errorRate: 0 });
    await act(() => vm.reload());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(60);
  });
});
