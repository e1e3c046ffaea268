import { readAuthState } from '../../core/account/auth-state';
import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type { DialInFlow, PayDialIn, StartDialIn, VerifyDialIn } from './dial-in.use-cases';

/**
 * The phone payment (SPEC §4 dial-in): the drawer's two steps and the flow that follows a session.
 * One per container, so the flow (its timers and state) lives as long as the tab.
 */
export interface DialInFeature {
  startDialIn: StartDialIn;
  payDialIn: PayDialIn;
  verifyDialIn: VerifyDialIn;
  dialInFlow: DialInFlow;
}

const useCases = once(() => import('./dial-in.use-cases'));

/** The dial-in use-cases, in one chunk with the backend they talk to. */
async function loadDialInFeature(deps: FeatureDeps): Promise<DialInFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { storages, clock, logger } = deps;
  const verifyDialIn = new m.VerifyDialIn(backend.dialIn, logger);
  // The member socket reports a logged-in member's call; a guest's is followed by polling.
  const memberChannel = () => readAuthState(storages.cookie).loggedIn;
  return {
    startDialIn: new m.StartDialIn(backend.dialIn, backend.geolocation, storages.session, clock, logger),
    payDialIn: new m.PayDialIn(backend.dialIn, clock, logger),
    verifyDialIn,
    dialInFlow: new m.DialInFlow(verifyDialIn, backend.memberEvents, storages, clock, logger, memberChannel),
  };
}

/** The DialInFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const dialInModule = new FeatureModule('DialInFeature', loadDialInFeature);
