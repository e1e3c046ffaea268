import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { ModalsViewModel } from '../../../../../src/ui/features/shell/view-models/modals.view-model';
import {
  needsUsernamePrompt,
  UsernamePrompt,
  USERNAME_PROMPT_KEY,
} from '../../../../../src/ui/features/account/view-models/username-prompt';

function shown(change: Partial<MemberShell> = {}): MemberShell {
  return {
    memberId: 4,
    username: 'fan@example.test',
    capName: 'Fan@example.test',
    email: 'fan@example.test',
    lander: null,
    credits: 300,
    verified: true,
    isLegacy: false,
    unread: 0,
    favourites: [],
    ...change,
  };
}

describe('needsUsernamePrompt', () => {
  it('is true when the user name is the e-mail address, whatever the case', () => {
    expect(needsUsernamePrompt(shown())).toBe(true);
    expect(needsUsernamePrompt(shown({ username: 'Fan@Example.test' }))).toBe(true);
    expect(needsUsernamePrompt(shown({ username: 'fan' }))).toBe(false);
    expect(needsUsernamePrompt(null)).toBe(false);
  });
});

describe('UsernamePrompt', () => {
  it('opens the prompt once per member and tab, not again after it was closed', () => {
    const modals = new ModalsViewModel();
    const session = new MemoryStorage();
    const prompt = new UsernamePrompt(modals, session);
    prompt.check(shown());
    expect(modals.isOpen('changeUsername')).toBe(true);
    modals.close('changeUsername');
    prompt.check(shown());
    expect(modals.isOpen('changeUsername')).toBe(false);
    // A reload in the same tab: a new prompt over the same session storage.
    new UsernamePrompt(modals, session).check(shown());
    expect(modals.isOpen('changeUsername')).toBe(false);
    new UsernamePrompt(modals, session).check(
      shown({ memberId: 9, username: 'x@y.test', email: 'x@y.test' }),
    );
    expect(modals.isOpen('changeUsername')).toBe(true);
  });

  it('leaves members with their own user name and guests alone, and survives a broken entry', () => {
    const modals = new ModalsViewModel();
    const session = new MemoryStorage();
    session.set(USERNAME_PROMPT_KEY, 'not json');
    const prompt = new UsernamePrompt(modals, session);
    prompt.check(null);
    prompt.check(shown({ username: 'fan' }));
    expect(modals.open).toEqual([]);
    prompt.check(shown());
    expect(modals.isOpen('changeUsername')).toBe(true);
  });
});
