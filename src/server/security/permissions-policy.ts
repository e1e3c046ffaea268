import { stripLocalePrefix } from '../../core/shell/locale.rules';

// Powerful features the site never uses: denied everywhere, also to anything it embeds.
const DENIED = [
  'accelerometer',
  'autoplay=(self)',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The performer page (camback, SPEC §2 /profile/{model}) and the messenger (camera snapshot):
 * the only routes, in any of their locale forms, that may ask for the camera and microphone.
 */
export function mayUseCamera(pathname: string): boolean {
  const { path } = stripLocalePrefix(pathname);
  return /^\/(?:profile|messenger)(?:\/|$)/.test(path);
}

/** The Permissions-Policy header for a response to `pathname`. */
export function permissionsPolicy(pathname: string): string {
  const camera = mayUseCamera(pathname) ? '(self)' : '()';
  const features = DENIED.map((feature) => (feature.includes('=') ? feature : `${feature}=()`));
  return [`camera=${camera}`, `microphone=${camera}`, ...features].join(', ');
}
