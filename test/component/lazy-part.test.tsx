import { act, render, screen } from '@testing-library/react';
import { lazyPart, LoadedPart, onPartLoadFailure } from '../../src/ui/components/common/lazy-part';

function Offer() {
  return <p>Twenty credits off</p>;
}

/** What an import() of a chunk that does not come answers. */
const offline = (): Promise<{ default: typeof Offer }> =>
  Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('a lazy part', () => {
  it('whose code fails to load is logged and renders nothing; the page around it stays; the next mount loads it', async () => {
    let online = false;
    const LazyOffer = lazyPart(() => (online ? Promise.resolve({ default: Offer }) : offline()));
    const failed = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const page = (key: number) => (
      <main>
        <h1>Home</h1>
        <LoadedPart key={key} name="offer" onFailed={failed}>
          <LazyOffer />
        </LoadedPart>
      </main>
    );
    const { rerender } = render(page(1));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Twenty credits off')).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('The offer could not be shown', expect.any(Error));

    // Back online and asked for again (a modal opened once more): its code is fetched again.
    online = true;
    rerender(page(2));
    await act(async () => undefined);
    expect(screen.getByText('Twenty credits off')).toBeTruthy();
    logged.mockRestore();
  });
});

describe('a lazy part whose code fails to load', () => {
  it('leaves it to the tab’s reload when the tab reloads for it: nothing is logged or closed', async () => {
    const reloads = jest.fn(() => true);
    onPartLoadFailure(reloads);
    const LazyOffer = lazyPart(() => offline());
    const failed = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LoadedPart name="offer" onFailed={failed}>
        <LazyOffer />
      </LoadedPart>,
    );
    await act(async () => undefined);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalledWith('The offer could not be shown', expect.anything());
    logged.mockRestore();
    onPartLoadFailure(() => false);
  });
});
