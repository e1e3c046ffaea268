import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater, hydrateInTurns, whenHydrated } from '../../src/ui/components/common/hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ later }: { later: boolean }) {
  const part = (label: string) => (
    <section aria-label={label}>
      <Counter label={label} />
    </section>
  );
  return (
    <main>
      <Counter label="first pass" />
      {later ? <HydrateLater>{part('header')}</HydrateLater> : part('header')}
      {later ? <HydrateLater>{part('cards')}</HydrateLater> : part('cards')}
      <p>after the parts</p>
    </main>
  );
}

/** Which counters have rendered, in order: a part's first render is its hydration. */
let rendered: string[] = [];

function Logged({ label }: { label: string }) {
  if (!rendered.includes(label)) rendered.push(label);
  return <Counter label={label} />;
}

/** A list that is a part, with cards in it that are parts of their own (a grid and its cards). */
function NestedPage() {
  return (
    <main>
      <HydrateLater>
        <CardList />
      </HydrateLater>
    </main>
  );
}

function CardList() {
  const [more, setMore] = useState(false);
  return (
    <ul aria-label="cards">
      <li>
        <Logged label="list" />
        <button type="button" onClick={() => setMore(true)}>
          more
        </button>
      </li>
      <HydrateLater>
        <li>
          <Logged label="card one" />
        </li>
      </HydrateLater>
      <HydrateLater>
        <li>
          <Logged label="card two" />
        </li>
      </HydrateLater>
      {more && (
        <HydrateLater>
          <li>
            <Logged label="card three" />
          </li>
        </HydrateLater>
      )}
    </ul>
  );
}

const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The page's server HTML in a container, as the browser has it before the scripts run. */
function serverPage(page = <Page later />): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  rendered = [];
  document.body.append(container);
  return container;
}

describe('HydrateLater', () => {
  afterEach(() => document.body.replaceChildren());

  it('adds nothing to the server HTML', () => {
    expect(renderToString(<Page later />)).toBe(renderToString(<Page later={false} />));
  });

  it('keeps the server HTML of a waiting part and hydrates it in a later task', async () => {
    const container = serverPage();
    const html = container.innerHTML;
    const cards = screen.getByRole('button', { name: 'cards 0' });
    let hydrated = false;

    hydrateInTurns(() => hydrateRoot(container, <Page later />));
    whenHydrated(() => (hydrated = true));

    // Right after the first pass: the same HTML and nodes, and the part does not respond yet.
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('button', { name: 'cards 0' })).toBe(cards);
    expect(hydrated).toBe(false);
    fireEvent.click(cards);
    // A render the click caused would have run by now: renders come in a microtask.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(cards.textContent).toBe('cards 0');

    await waitFor(() => expect(hydrated).toBe(true));
    // Hydrated in place: the server's nodes are kept and respond now.
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('button', { name: 'cards 0' })).toBe(cards);
    fireEvent.click(cards);
    await screen.findByRole('button', { name: 'cards 1' });
    fireEvent.click(screen.getByRole('button', { name: 'header 0' }));
    await screen.findByRole('button', { name: 'header 1' });
    expect(screen.getByText('after the parts')).toBeTruthy();
  });

  it('hydrates the waiting parts at once when the visitor presses on the page', async () => {
    const container = serverPage();
    const cards = screen.getByRole('button', { name: 'cards 0' });
    let hydrated = false;
    hydrateInTurns(() => hydrateRoot(container, <Page later />));
    whenHydrated(() => (hydrated = true));

    // A tap starts with a pointerdown; in the browser its click is a later event, after the
    // microtasks in which the parts hydrate. No task runs in between here: the turns are still due.
    // (jsdom has no PointerEvent, so the event is made by hand.)
    cards.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(hydrated).toBe(false);
    fireEvent.click(cards);
    await screen.findByRole('button', { name: 'cards 1' });
    expect(screen.getByRole('button', { name: 'cards 1' })).toBe(cards);
    await waitFor(() => expect(hydrated).toBe(true));
  });

  it('responds in the first pass outside the parts', async () => {
    const container = serverPage();
    hydrateInTurns(() => hydrateRoot(container, <Page later />));
    fireEvent.click(screen.getByRole('button', { name: 'first pass 0' }));
    await screen.findByRole('button', { name: 'first pass 1' });
    // The parts' turns are the module's: they end before the next test.
    await new Promise<void>((resolve) => whenHydrated(resolve));
  });

  it('shows its part at once outside the first hydration, and reports hydrated at once', () => {
    render(<Page later />);
    expect(screen.getByRole('button', { name: 'cards 0' })).toBeTruthy();
    let hydrated = false;
    whenHydrated(() => (hydrated = true));
    expect(hydrated).toBe(true);
  });

  it('gives a part inside a part a turn of its own, after the outer one', async () => {
    const container = serverPage(<NestedPage />);
    const html = container.innerHTML;
    const card = screen.getByRole('button', { name: 'card two 0' });
    let hydrated = false;
    hydrateInTurns(() => hydrateRoot(container, <NestedPage />));
    whenHydrated(() => (hydrated = true));
    expect(rendered).toEqual([]);

    // The list hydrates in its turn; its cards are still waiting for theirs then.
    while (!rendered.includes('list')) await nextMacrotask();
    expect(rendered).toEqual(['list']);
    expect(hydrated).toBe(false);

    await waitFor(() => expect(hydrated).toBe(true));
    expect(rendered).toEqual(['list', 'card one', 'card two']);
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('button', { name: 'card two 0' })).toBe(card);
    fireEvent.click(card);
    await screen.findByRole('button', { name: 'card two 1' });
    // A card the list adds later (the grid's next page) shows at once.
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    await screen.findByRole('button', { name: 'card three 0' });
  });

  it('hydrates the parts inside a part at once too when the visitor presses on the page', async () => {
    const container = serverPage(<NestedPage />);
    const card = screen.getByRole('button', { name: 'card two 0' });
    hydrateInTurns(() => hydrateRoot(container, <NestedPage />));

    card.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(rendered).toEqual(['list', 'card one', 'card two']);
    fireEvent.click(card);
    await screen.findByRole('button', { name: 'card two 1' });
    await new Promise<void>((resolve) => whenHydrated(resolve));
  });
});
