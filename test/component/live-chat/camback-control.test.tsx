import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CambackControl } from '../../../src/ui/features/live-chat/components/camback-control';
import { createTestApp } from '../render-with-app';

function mediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: jest.fn(getUserMedia) },
    configurable: true,
  });
  return navigator.mediaDevices.getUserMedia as jest.Mock;
}

describe('CambackControl', () => {
  it('asks for the camera only on the click, shows the preview, and stops the tracks on turning off', async () => {
    const track = { stop: jest.fn() };
    const ask = mediaDevices(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
    const onStart = jest.fn(async () => true);
    const onStop = jest.fn(async () => undefined);
    createTestApp().render(<CambackControl onStart={onStart} onStop={onStop} />);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on my camera' }));
    expect(await screen.findByLabelText('What she sees of you')).toBeTruthy();
    expect(ask).toHaveBeenCalledWith({ video: true, audio: false });
    expect(onStart).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off my camera' }));
    await waitFor(() => expect(onStop).toHaveBeenCalled());
    expect(track.stop).toHaveBeenCalled();
  });

  it('says so when the browser refuses the camera, and starts nothing', async () => {
    mediaDevices(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    const onStart = jest.fn(async () => true);
    createTestApp().render(<CambackControl onStart={onStart} onStop={jest.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on my camera' })));
    expect(screen.getByRole('alert').textContent).toContain('Your browser did not allow the camera');
    expect(onStart).not.toHaveBeenCalled();
  });
});
