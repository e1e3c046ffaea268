import { useEffect, useState } from 'react';

/**
 * A view model for the life of the component: made once (in state, so a re-render keeps it),
 * started by an effect and stopped by that effect's cleanup. StrictMode runs the effect, its
 * cleanup and the effect again on mount, so `start` must undo exactly what `stop` did and a view
 * model is never left stopped while it is shown.
 */
export function useViewModel<T>(create: () => T, start?: (viewModel: T) => (() => void) | void): T {
  const [viewModel] = useState(create);
  useEffect(() => start?.(viewModel), [viewModel]);
  return viewModel;
}
