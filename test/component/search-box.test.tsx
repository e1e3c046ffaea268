import { act, fireEvent, screen, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../src/adapters/fake/manual-clock';
import type { PerformerApi } from '../../src/ports/performer-api.port';
import { SearchBox } from '../../src/ui/features/performers/components/search-box';
import {
  SEARCH_DEBOUNCE_MS,
  SearchViewModel,
} from '../../src/ui/features/performers/view-models/search.view-model';
import { createTestApp } from './render-with-app';

const cards = [{ username: 'Lotte_21' }, { username: 'lotus' }, { username: 'Bea' }];

/** Stands in for the grid: the cards that pass the search box's local filter. */
const Names = observer(function Names({ vm }: { vm: SearchViewModel }) {
  return (
    <ul aria-label="cards">
      {vm.filterCards(cards).map((card) => (
        <li key={card.username}>{card.username}</li>
      ))}
    </ul>
  );
});

function setup() {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 20));
  const backend = new FakeBackend({ clock });
  const session = backend.session();
  const asked: string[] = [];
  // The fake catalogue, recording what autocomplete is asked.
  const api: PerformerApi = Object.assign(Object.create(session.performers) as PerformerApi, {
    autocomplete: (text: string) => {
      asked.push(text);
      return session.performers.autocomplete(text);
    },
  });
  const { app, render } = createTestApp({ fake: backend, backend: () => ({ ...session, performers: api }) });
  const vm = new SearchViewModel({ performers: app.features.performers, locale: 'en', timers: clock });
  const visits: string[] = [];
  render(
    <>
      <SearchBox vm={vm} navigate={(url) => visits.push(url)} />
      <Names vm={vm} />
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Search models' });
  return { vm, clock, asked, visits, input };
}

async function typeInto(context: ReturnType<typeof setup>, text: string) {
  fireEvent.input(context.input, { target: { value: text } });
  await act(async () => {
    context.clock.advance(SEARCH_DEBOUNCE_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function key(input: HTMLElement, name: string) {
  fireEvent.keyDown(input, { key: name });
}

describe('SearchBox', () => {
  it('is a combobox controlling a listbox, closed at first', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters the cards locally as you type; an empty query shows them all again', async () => {
    const context = setup();
    const names = () => within(screen.getByRole('list', { name: 'cards' })).queryAllByRole('listitem');
    await typeInto(context, 'LO');
    expect(names().map((item) => item.textContent)).toEqual(['Lotte_21', 'lotus']);
    expect(context.asked).toEqual([]);
    expect(context.input.getAttribute('aria-expanded')).toBe('false');
    await typeInto(context, '');
    expect(names()).toHaveLength(3);
  });

  it('suggests performers for more than 2 characters, asking once the typing pauses', async () => {
    const context = setup();
    fireEvent.input(context.input, { target: { value: 'lot' } });
    act(() => context.clock.advance(SEARCH_DEBOUNCE_MS - 1));
    expect(context.asked).toEqual([]);
    await typeInto(context, 'lott');
    expect(context.asked).toEqual(['lott']);
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option.textContent?.toLowerCase().startsWith('lott')).toBe(true);
    expect(context.input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      `${options.length} suggestion${options.length === 1 ? '' : 's'}`,
    );
  });

  it('moves through suggestions with the arrow keys and opens the profile with Enter', async () => {
    const context = setup();
    await typeInto(context, 'lot');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    key(context.input, 'ArrowDown');
    expect(context.input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key(context.input, 'ArrowUp');
    const last = within(screen.getByRole('listbox')).getAllByRole('option').at(-1)!;
    expect(context.input.getAttribute('aria-activedescendant')).toBe(last.id);
    key(context.input, 'ArrowDown');
    key(context.input, 'ArrowDown');
    const second = within(screen.getByRole('listbox')).getAllByRole('option')[1]!;
    const username = second.textContent!;
    key(context.input, 'Enter');
    expect(context.visits).toEqual([`/en/profile/${username}`]);
    expect(context.input).toHaveProperty('value', username);
    expect(context.input.getAttribute('aria-expanded')).toBe('false');
    expect(context.input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes with Escape, then clears with a second Escape; Enter without a highlight does nothing', async () => {
    const context = setup();
    await typeInto(context, 'lot');
    key(context.input, 'Enter');
    expect(context.visits).toEqual([]);
    key(context.input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(context.input).toHaveProperty('value', 'lot');
    key(context.input, 'ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
    key(context.input, 'Escape');
    key(context.input, 'Escape');
    expect(context.input).toHaveProperty('value', '');
  });

  it('opens a suggestion picked with the mouse', async () => {
    const context = setup();
    await typeInto(context, 'lott');
    const option = within(screen.getByRole('listbox')).getAllByRole('option')[0]!;
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    expect(context.visits).toEqual([`/en/profile/${option.textContent}`]);
  });

  it('says so when nothing is found', async () => {
    const context = setup();
    await typeInto(context, 'zzzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No models found');
  });
});
