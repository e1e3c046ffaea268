import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { RecordingAnalytics } from '../../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../../src/adapters/storage/memory-storage';
import { TrackNavigation } from '../../../../src/core/shell/track-navigation.use-case';

function setup() {
  const clock = new ManualClock();
  const local = new MemoryStorage(clock);
  const analytics = new RecordingAnalytics();
  return { clock, local, analytics, track: new TrackNavigation(local, analytics, clock) };
}

const home = { path: '/', name: 'home', params: {} };
const profile = { path: '/profile/Anna', name: 'profile', params: { model: 'Anna' } };

describe('TrackNavigation', () => {
  it('pushes a page view 250 ms after a navigation, with the title the page has by then', () => {
    const { clock, analytics, track } = setup();
    let title = 'loading';
    track.execute(home, () => title);
    title = 'Home';
    clock.advance(249);
    expect(analytics.events).toEqual([]);
    clock.advance(1);
    expect(analytics.events).toEqual([
      { event: 'page_view', data: { route: 'home', path: '/', title: 'Home' } },
    ]);
  });

  it('stores the route being left as the previous route', () => {
    const { local, track } = setup();
    track.execute(home, () => 'Home');
    expect(TrackNavigation.previous(local)).toBeNull();
    track.execute(profile, () => 'Anna');
    expect(TrackNavigation.previous(local)).toEqual(home);
  });

  it('counts navigations within 250 ms as one view of the last page', () => {
    const { clock, analytics, track } = setup();
    track.execute(home, () => 'Home');
    clock.advance(100);
    track.execute(profile, () => 'Anna');
    clock.advance(250);
    expect(analytics.events.map((event) => event.data.route)).toEqual(['profile']);
  });
});
