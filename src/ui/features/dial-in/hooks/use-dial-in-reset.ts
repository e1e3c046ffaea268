import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { connectDialIn } from '../view-models/dial-in-frame';

/**
 * Resets the tab's dial-in (the status bar's close button). The bar is part of the frame, outside
 * any Suspense boundary, so it takes the feature's loader; by the time it shows, the feature is in.
 */
export function useDialInReset(): () => void {
  const app = useApp();
  const shell = useShell();
  return () => {
    app.features
      .dialIn()
      .then(({ dialInFlow }) => connectDialIn(shell, dialInFlow).reset())
      .catch((error: unknown) => app.logger.error('Dial-in could not be reset', error));
  };
}
