import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import type { ConfirmAge, LiveUpdates } from './shell.use-cases';

/**
 * The frame's own work: the age gate's answer (SPEC §2) and the member socket's updates (credits,
 * favourites, performer statuses). Page views are recorded by the App's trackNavigation, which
 * every page needs at once.
 */
export interface ShellFeature {
  confirmAge: ConfirmAge;
  liveUpdates: LiveUpdates;
}

const useCases = once(() => import('./shell.use-cases'));

/** The frame's use-cases, in one chunk with the backend the live updates listen to. */
export async function loadShellFeature(deps: FeatureDeps): Promise<ShellFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  return {
    confirmAge: new m.ConfirmAge(deps.storages),
    liveUpdates: new m.LiveUpdates(backend.memberEvents, deps.credentials),
  };
}
