import { act, fireEvent, screen } from '@testing-library/react';
import CropDialog from '../../src/ui/features/messaging/components/crop-dialog';
import { createTestApp } from './render-with-app';

/**
 * cropperjs stands in: jsdom neither loads pictures nor draws. Each move of the frame is a crop
 * event, as cropperjs gives one; a drawing names the frame it shows and its largest side.
 */
class MockCropper {
  frame = 0;
  constructor(
    readonly image: HTMLImageElement,
    readonly options: { crop?: () => void },
  ) {
    mockCroppers.push(this);
  }
  move() {
    this.frame += 1;
    this.options.crop?.();
  }
  getCroppedCanvas(options: { maxWidth: number }) {
    return { toDataURL: () => `data:image/jpeg;frame=${this.frame};side=${options.maxWidth}` };
  }
  destroy() {}
}
const mockCroppers: MockCropper[] = [];
// jest.mock runs before the class is defined: the module hands it out when the dialog asks.
jest.mock('cropperjs', () => ({
  __esModule: true,
  get default() {
    return MockCropper;
  },
}));

const PREVIEW = 'The picture as it will be sent';

function setup() {
  const sent: (string | null)[] = [];
  createTestApp().render(
    <CropDialog source="data:image/jpeg;base64,AAAA" onDone={(jpeg) => sent.push(jpeg)} />,
  );
  const cropper = mockCroppers.at(-1)!;
  const move = () => act(() => cropper.move());
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const preview = () => screen.queryByRole('img', { name: PREVIEW })?.getAttribute('src') ?? null;
  return { sent, move, wait, preview };
}

describe('CropDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the preview 257 ms after the last crop move, not at every move', () => {
    const { move, wait, preview } = setup();
    expect(preview()).toBeNull();
    move();
    wait(200);
    move();
    wait(256);
    expect(preview()).toBeNull();
    wait(1);
    expect(preview()).toBe('data:image/jpeg;frame=2;side=192');

    move();
    move();
    wait(256);
    expect(preview()).toBe('data:image/jpeg;frame=2;side=192');
    wait(1);
    expect(preview()).toBe('data:image/jpeg;frame=4;side=192');
  });

  it('sends the same crop at full size, whether or not the preview caught up', () => {
    const { sent, move, wait, preview } = setup();
    move();
    wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(sent).toEqual(['data:image/jpeg;frame=1;side=1280']);
    expect(preview()).toBeNull();
  });
});
