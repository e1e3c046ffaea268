import { render, screen } from '@testing-library/react';
import { FadingText } from '../../src/ui/components/common/fading-text';
import { stubLeavingAnimations } from './leaving-animations';

function status(text: string) {
  return (
    <p role="status">
      <FadingText text={text} />
    </p>
  );
}

describe('FadingText', () => {
  it('fades a text in when it comes, and keeps it until it has faded out', async () => {
    const animations = stubLeavingAnimations('fade-out');
    try {
      const view = render(status(''));
      expect(screen.getByRole('status').textContent).toBe('');
      view.rerender(status('Sent again.'));
      expect(screen.getByText('Sent again.').className).toBe('fade-in');
      view.rerender(status(''));
      expect(screen.getByText('Sent again.').className).toBe('fade-out');
      await animations.finish();
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      animations.restore();
    }
  });

  it('shows a new text that comes while the last one fades out', async () => {
    const animations = stubLeavingAnimations('fade-out');
    try {
      const view = render(status('Sent again.'));
      view.rerender(status(''));
      view.rerender(status('Already confirmed.'));
      await animations.cancel();
      expect(screen.getByRole('status').textContent).toBe('Already confirmed.');
      expect(screen.getByText('Already confirmed.').className).toBe('fade-in');
    } finally {
      animations.restore();
    }
  });

  it('lets a text go at once where nothing animates (reduced motion)', () => {
    const view = render(status('Sent again.'));
    view.rerender(status(''));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
