import { useApp } from '../../../app/app-context';

/**
 * The age gate's answer, stored as confirmed. The gate is server-rendered, so the shell feature
 * loads with the answer, not with the page.
 */
export function useConfirmAge(): () => Promise<void> {
  const app = useApp();
  return async () => (await app.features.shell()).confirmAge.execute();
}
