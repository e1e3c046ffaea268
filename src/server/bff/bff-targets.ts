import { besideMemberApi, defaultGeoUrl } from '../../adapters/http/create-http-backend';
import type { BackendUrls } from '../../config/backend-config';

/** Which API a same-origin path stands for, and so which key and token rules apply. */
export type BffApi = 'member' | 'engine' | 'geo' | 'wallet';

/** Where the backend-for-frontend sends one API's calls, and the key it adds. */
export interface BffTarget {
  api: BffApi;
  baseUrl: string;
  /** Sent as x-api-key; the geolocation and wallet endpoints take none. */
  apiKey?: string;
  /** Whether calls carry the member's token as x-token (member API and inbox). */
  sendsToken: boolean;
}

/** The targets of the browser's four same-origin APIs, from the server's backend urls. */
export function bffTargets(backend: BackendUrls): Record<BffApi, BffTarget> {
  return {
    member: { api: 'member', baseUrl: backend.memberUrl, apiKey: backend.memberKey, sendsToken: true },
    engine: { api: 'engine', baseUrl: backend.engineUrl, apiKey: backend.engineKey, sendsToken: true },
    geo: { api: 'geo', baseUrl: defaultGeoUrl(backend.memberUrl), sendsToken: false },
    wallet: {
      api: 'wallet',
      baseUrl: backend.walletUrl ?? besideMemberApi(backend.memberUrl, 'wallet'),
      sendsToken: false,
    },
  };
}
