import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { scrollLock } from '../../src/ui/app/scroll-lock';
import { Dialog } from '../../src/ui/components/common/dialog';
import { renderWithApp } from './render-with-app';

/** A page with an opener and the dialog it opens; `dismissible` false is the age gate's case. */
function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open && (
        <Dialog title="Confirm" onClose={dismissible ? close : undefined}>
          <button type="button">Inside</button>
        </Dialog>
      )}
    </>
  );
}

function openFrom(opener: HTMLElement) {
  act(() => opener.focus());
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Confirm' });
}

afterEach(() => {
  expect(scrollLock.count).toBe(0);
});

describe('Dialog', () => {
  it('opens modal under its heading, freezing the page, and Escape closes it back to the opener', () => {
    renderWithApp(<Page />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    const dialog = openFrom(opener);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    renderWithApp(<Page />);
    openFrom(screen.getByRole('button', { name: 'Opener' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a close handler it stays on Escape and has no close button (the age gate)', () => {
    const { view } = renderWithApp(<Page dismissible={false} />);
    const dialog = openFrom(screen.getByRole('button', { name: 'Opener' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Confirm' }).hasAttribute('open')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => view.unmount());
  });
});
