import { ChangeUsername, changeUsernameTextKey } from '../../../../src/core/account/change-username.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn, sessionArgs } from '../../support/fake-setup';

describe('ChangeUsername', () => {
  it('renames the member and continues the session with the new token', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const result = await new ChangeUsername(...sessionArgs(setup), setup.storages).execute({
      name: ' demo_renamed ',
    });
    expect(result.ok && result.value.username).toBe('demo_renamed');
    expect(readAuthState(setup.storages.cookie)).toMatchObject({ username: 'demo_renamed', loggedIn: true });
    expect(setup.credentials.token()).toBe(result.ok && result.value.token);
    expect((await setup.ports.member.getBasicInfo()).username).toBe('demo_renamed');
  });

  it('keeps the old token when the renamed session cannot be loaded, as the cookie still has it', async () => {
    const setup = fakeSetup();
    const session = await logIn(setup, 'demo', 'demo1234');
    jest.spyOn(setup.ports.member, 'getBasicInfo').mockRejectedValue(new Error('down'));
    const change = new ChangeUsername(...sessionArgs(setup), setup.storages);
    await expect(change.execute({ name: 'demo_other' })).rejects.toThrow('down');
    expect(setup.credentials.token()).toBe(session.token);
    expect(readAuthState(setup.storages.cookie).token).toBe(session.token);
  });

  it('maps a refusal to its change_username text and validates 4-20 characters', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const change = new ChangeUsername(...sessionArgs(setup), setup.storages);
    await expect(change.execute({ name: 'newbie' })).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', textKey: 'change_username.member.username.exists' },
    });
    await expect(change.execute({ name: 'abc' })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', errors: { name: ['validation.nicknameLength'] } },
    });
    expect(changeUsernameTextKey('badRequest.validation')).toBe('change_username.validation');
  });
});
