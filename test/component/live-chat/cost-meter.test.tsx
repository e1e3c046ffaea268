import { act, screen } from '@testing-library/react';
import { CostMeter, FreeCountdown } from '../../../src/ui/features/live-chat/components/cost-meter';
import { RoomMeter } from '../../../src/ui/features/live-chat/view-models/room-meter';
import { createTestApp } from '../render-with-app';

function meterOf(billedAs: 'free' | 'chat' | 'vip') {
  const clock = { now: 0 };
  const meter = new RoomMeter({ billedAs, inRoom: true }, () => clock.now);
  return { meter, clock };
}

describe('FreeCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down each second, said to screen readers only under a minute and at ten seconds', () => {
    const { meter, clock } = meterOf('free');
    meter.freeTime(62);
    createTestApp().render(<FreeCountdown meter={meter} />);
    const said = () => screen.getByRole('status').textContent;
    expect(screen.getByText('1:02')).toBeTruthy();
    expect(said()).toBe('');
    const seconds = (count: number) =>
      act(() => {
        clock.now += count * 1000;
        jest.advanceTimersByTime(count * 1000);
      });
    seconds(2);
    expect(screen.getByText('1:00')).toBeTruthy();
    const lastMinute = said();
    expect(lastMinute).toBe('Less than a minute of free chat left.');
    seconds(30);
    expect(screen.getByText('0:30')).toBeTruthy();
    expect(said()).toBe(lastMinute);
    seconds(20);
    expect(said()).toBe('Ten seconds of free chat left.');
  });
});

describe('CostMeter', () => {
  it('shows the engine’s credits, the time and the rate, and nothing before a charge', () => {
    const { meter } = meterOf('vip');
    const app = createTestApp();
    const { container } = app.render(<CostMeter meter={meter} />);
    expect(container.textContent).toBe('');
    act(() => meter.charged('vip', 1200, 300));
    const region = screen.getByRole('region', { name: 'What this costs' });
    expect(region.textContent).toContain('5:00');
    expect(region.textContent).toContain('1.200 credits');
    expect(region.textContent).toContain('4 credits a second');
  });
});
