import type { BackendUrls } from '../config/backend-config';
import type { WhiteLabelConfig } from '../config/white-label';

/** What one container needs to know: the brand, the backend it talks to, and whether it is secure. */
export interface AppConfig {
  whiteLabel: WhiteLabelConfig;
  backend: BackendUrls;
  /** Cookies get the Secure flag outside development (https). */
  secureCookies: boolean;
  /** The embedded sandbox is the backend: every page shows the sandbox ribbon. */
  sandbox?: boolean;
}
