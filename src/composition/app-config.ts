import type { BackendUrls } from '../config/backend-config';
import type { WhiteLabelConfig } from '../config/white-label';

/** What one container needs to know: the brand, the backend it talks to, and whether it is secure. */
export interface AppConfig {
  whiteLabel: WhiteLabelConfig;
  backend: BackendUrls;
  /** Cookies get the Secure flag outside development (https). */
  secureCookies: boolean;
  /** Milliseconds from a server request's start after which its page renders what it has (no deadline when absent). */
  renderDeadlineMs?: number;
  /** Load balancers in front of the site whose X-Forwarded-For entry is trusted (server only; TRUST_PROXY). */
  trustedProxies?: number;
  /** The embedded sandbox is the backend: every page shows the sandbox ribbon. */
  sandbox?: boolean;
}
