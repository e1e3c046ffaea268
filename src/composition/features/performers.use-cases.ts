// The performers feature's use-cases: one chunk, loaded by loadPerformersFeature.
export { AutocompletePerformers } from '../../core/performers/autocomplete-performers.use-case';
export { CountPerformers } from '../../core/performers/count-performers.use-case';
export { ListPerformers } from '../../core/performers/list-performers.use-case';
export { LoadPerformerProfile } from '../../core/performers/load-performer-profile.use-case';
export { ToggleFavourite } from '../../core/performers/toggle-favourite.use-case';
