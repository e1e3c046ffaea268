import {
  isMobileUserAgent,
  ViewportViewModel,
} from '../../../../../src/ui/features/shell/view-models/viewport.view-model';

describe('ViewportViewModel', () => {
  it('is mobile below 1024 px or for a phone user agent, and shows hints only above 768 px', () => {
    const desktop = new ViewportViewModel(false);
    expect([desktop.isMobile, desktop.tooltips]).toEqual([false, false]); // unmeasured: the server's guess
    desktop.measure(1024);
    expect([desktop.isMobile, desktop.tooltips]).toEqual([false, true]);
    desktop.measure(1023);
    expect(desktop.isMobile).toBe(true);
    desktop.measure(768);
    expect(desktop.tooltips).toBe(false);
    desktop.measure(769);
    expect(desktop.tooltips).toBe(true);
    const phone = new ViewportViewModel(true);
    phone.measure(1400);
    expect(phone.isMobile).toBe(true);
  });

  it('recognises phone and tablet user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
