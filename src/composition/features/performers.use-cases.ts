// The performers feature's use-cases: one chunk, loaded by loadPerformersFeature.
export { AutocompletePerformers } from '../../core/performers/autocomplete-performers.use-case';
export { CountPerformers } from '../../core/performers/count-performers.use-case';
export { ListPerformers } from '../../core/performers/list-performers.use-case';
export { LoadPerformerProfile } from '../../core/performers/load-performer-profile.use-case';
export { ToggleFavourite } from '../../core/performers/toggle-favourite.use-case';
export { LoadAlertSettings } from '../../core/performers/load-alert-settings.use-case';
export { SaveAlertSettings } from '../../core/performers/save-alert-settings.use-case';
export { SavePushSubscription } from '../../core/performers/save-push-subscription.use-case';
