import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import type { RequestVip, Tip } from './live-chat.use-cases';

/** A performer's live chat (SPEC §4): tips and the VIP show. */
export interface LiveChatFeature {
  tip: Tip;
  requestVip: RequestVip;
}

const useCases = once(() => import('./live-chat.use-cases'));

/** The live chat's use-cases, in one chunk with the backend they talk to. */
export async function loadLiveChatFeature(deps: FeatureDeps): Promise<LiveChatFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  return {
    tip: new m.Tip(backend.chat, backend.member, deps.balance, deps.logger),
    requestVip: new m.RequestVip(backend.chat, backend.member, deps.balance, deps.logger),
  };
}
