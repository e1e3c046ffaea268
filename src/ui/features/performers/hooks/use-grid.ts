import type { App } from '../../../../composition/app';
import { useApp } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import type { GridData } from '../grid-data';
import { GridViewModel } from '../view-models/grid.view-model';

/** Keeps the cards' online styles live: the realtime status events restyle them where they are. */
function followStatuses(app: App, grid: GridViewModel): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  app.features
    .shell()
    .then(({ liveUpdates }) => {
      if (!stopped) stop = liveUpdates.onPerformerStatus(grid.applyStatus);
    })
    .catch((error: unknown) => app.logger.error('Live statuses are off', error));
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A grid page's view model, seeded with what the server rendered. It gets the performers
 * feature's loader, not the feature: hydrating the grid must not load its use-cases or transport.
 */
export function useGrid(data: GridData): GridViewModel {
  const app = useApp();
  const { locale } = useRoute();
  return useViewModel(
    () => {
      const grid = new GridViewModel(
        app.features.performers,
        locale,
        data.filters,
        app.config.whiteLabel.features.safe,
      );
      grid.seed(data.state);
      return grid;
    },
    (grid) => followStatuses(app, grid),
  );
}
