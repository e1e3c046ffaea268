import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type {
  AutocompletePerformers,
  CountPerformers,
  ListPerformers,
  LoadAlertSettings,
  LoadPerformerProfile,
  SaveAlertSettings,
  SavePushSubscription,
  ToggleFavourite,
} from './performers.use-cases';

/** The performers (SPEC §2, §7): grids, search, filter counts, the performer page and favourites. */
export interface PerformersFeature {
  listPerformers: ListPerformers;
  autocompletePerformers: AutocompletePerformers;
  countPerformers: CountPerformers;
  loadPerformerProfile: LoadPerformerProfile;
  toggleFavourite: ToggleFavourite;
  loadAlertSettings: LoadAlertSettings;
  saveAlertSettings: SaveAlertSettings;
  savePushSubscription: SavePushSubscription;
}

const useCases = once(() => import('./performers.use-cases'));

/** The performers' use-cases, in one chunk with the backend they talk to. */
async function loadPerformersFeature(deps: FeatureDeps): Promise<PerformersFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { storages, logger } = deps;
  return {
    listPerformers: new m.ListPerformers(backend.performers, logger),
    autocompletePerformers: new m.AutocompletePerformers(backend.performers, logger),
    countPerformers: new m.CountPerformers(backend.performers, logger),
    loadPerformerProfile: new m.LoadPerformerProfile(backend.performers, backend.media, logger),
    toggleFavourite: new m.ToggleFavourite(backend.member, storages, logger),
    loadAlertSettings: new m.LoadAlertSettings(backend.member, logger),
    saveAlertSettings: new m.SaveAlertSettings(backend.member, logger),
    savePushSubscription: new m.SavePushSubscription(backend.member, logger),
  };
}

/** The PerformersFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const performersModule = new FeatureModule('PerformersFeature', loadPerformersFeature);
