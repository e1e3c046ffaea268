import { render, screen } from '@testing-library/react';
import { Tooltip } from '../../src/ui/components/common/tooltip';

function Heart({ hints }: { hints: boolean }) {
  return (
    <Tooltip id="hint-7" text="Add to favourites" enabled={hints}>
      <button type="button">Favourite Anna</button>
    </Tooltip>
  );
}

/** The control's accessible description: the text of the element its aria-describedby names. */
function description(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('Tooltip', () => {
  it('gives its control the hint as description on a wide screen only', () => {
    const { rerender } = render(<Heart hints />);
    expect(description(screen.getByRole('button', { name: 'Favourite Anna' }))).toBe('Add to favourites');
    rerender(<Heart hints={false} />);
    expect(description(screen.getByRole('button', { name: 'Favourite Anna' }))).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps its control when the hints come or go: a press that began on it ends on it', () => {
    // The server cannot measure the screen: its page has no hints, the browser turns them on.
    const { rerender } = render(<Heart hints={false} />);
    const button = screen.getByRole('button', { name: 'Favourite Anna' });
    rerender(<Heart hints />);
    expect(screen.getByRole('button', { name: 'Favourite Anna' })).toBe(button);
    expect(description(button)).toBe('Add to favourites');
    rerender(<Heart hints={false} />);
    expect(screen.getByRole('button', { name: 'Favourite Anna' })).toBe(button);
  });
});
