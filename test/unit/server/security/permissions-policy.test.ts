import { mayUseCamera, permissionsPolicy } from '../../../../src/server/security/permissions-policy';

describe('permissionsPolicy', () => {
  it('lets only the performer page and the messenger ask for the camera and microphone', () => {
    for (const path of [
      '/profile/Anna',
      '/en/profile/Anna',
      '/profile',
      '/messenger',
      '/nl/messenger/Anna',
    ]) {
      expect(mayUseCamera(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/en',
      '/profiles',
      '/settings',
      '/en/favourites',
      '/sandbox/phone',
      '/xx/profile/a',
    ]) {
      expect(mayUseCamera(path)).toBe(false);
    }
    expect(permissionsPolicy('/en/profile/Anna')).toMatch(/^camera=\(self\), microphone=\(self\), /);
    expect(permissionsPolicy('/en')).toMatch(/^camera=\(\), microphone=\(\), /);
  });

  it('denies geolocation, payment and the device apis everywhere', () => {
    for (const path of ['/', '/profile/Anna']) {
      const policy = permissionsPolicy(path).split(', ');
      expect(policy).toEqual(
        expect.arrayContaining(['geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']),
      );
    }
  });
});
