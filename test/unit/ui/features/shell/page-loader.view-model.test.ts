import { PageLoaderViewModel } from '../../../../../src/ui/features/shell/view-models/page-loader.view-model';

describe('PageLoaderViewModel', () => {
  it('shows while anything is awaited, naming the latest, and hides once nothing is', () => {
    const loader = new PageLoaderViewModel();
    expect(loader.current).toBeNull();
    loader.set('phoneCall', true);
    loader.show('login');
    loader.show('phoneCall');
    expect(loader.current).toBe('login');
    loader.hide('login');
    expect(loader.current).toBe('phoneCall');
    loader.set('phoneCall', false);
    expect(loader.current).toBeNull();
  });
});
