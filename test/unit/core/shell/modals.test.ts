import { nextModals, type OpenModal } from '../../../../src/core/shell/modals';

describe('nextModals', () => {
  it('opens a modal on top of the others', () => {
    const open = nextModals([{ name: 'ageVerification' }], {
      type: 'open',
      name: 'gallery',
      props: { page: 2 },
    });
    expect(open).toEqual([{ name: 'ageVerification' }, { name: 'gallery', props: { page: 2 } }]);
  });

  it('brings an open modal to the front with its new props instead of opening it twice', () => {
    const start: OpenModal[] = [{ name: 'gallery', props: { page: 1 } }, { name: 'noCredits' }];
    expect(nextModals(start, { type: 'open', name: 'gallery', props: { page: 3 } })).toEqual([
      { name: 'noCredits' },
      { name: 'gallery', props: { page: 3 } },
    ]);
  });

  it('closes login when forgot password opens', () => {
    expect(nextModals([{ name: 'login' }], { type: 'open', name: 'forgotPassword' })).toEqual([
      { name: 'forgotPassword' },
    ]);
  });

  it('lets login and register replace each other', () => {
    expect(nextModals([{ name: 'login' }], { type: 'open', name: 'register' })).toEqual([
      { name: 'register' },
    ]);
    expect(nextModals([{ name: 'register' }], { type: 'open', name: 'login' })).toEqual([{ name: 'login' }]);
  });

  it('switches register to the confirmation when registration completes', () => {
    const open = nextModals([{ name: 'gallery' }, { name: 'register', props: { source: 'banner' } }], {
      type: 'registerComplete',
      props: { email: 'a@example.test' },
    });
    expect(open).toEqual([
      { name: 'gallery' },
      { name: 'registerConfirmation', props: { email: 'a@example.test' } },
    ]);
  });

  it('closes one modal, or every modal on close-all', () => {
    const start: OpenModal[] = [{ name: 'login' }, { name: 'gallery' }];
    expect(nextModals(start, { type: 'close', name: 'login' })).toEqual([{ name: 'gallery' }]);
    expect(nextModals(start, { type: 'close', name: 'noCredits' })).toEqual(start);
    expect(nextModals(start, { type: 'closeAll' })).toEqual([]);
  });
});
