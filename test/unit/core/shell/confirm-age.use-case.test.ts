import { needsAgeGate } from '../../../../src/core/shell/age-gate';
import { ConfirmAge } from '../../../../src/core/shell/confirm-age.use-case';
import { readAuthState } from '../../../../src/core/account/auth-state';
import { Logout } from '../../../../src/core/account/logout.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';

describe('the age gate', () => {
  it('shows only for splash6=true before the age was confirmed', () => {
    expect(needsAgeGate('true', false)).toBe(true);
    expect(needsAgeGate('true', true)).toBe(false);
    expect(needsAgeGate(null, false)).toBe(false);
    expect(needsAgeGate('1', false)).toBe(false);
  });

  it('remembers the confirmation for a guest, and for a member through logout', async () => {
    const guest = fakeSetup();
    new ConfirmAge(guest.storages).execute();
    expect(readAuthState(guest.storages.cookie)).toMatchObject({ ageVerified: true, loggedIn: false });

    const member = fakeSetup();
    await logIn(member, 'demo', 'demo1234');
    new ConfirmAge(member.storages).execute();
    expect(readAuthState(member.storages.cookie)).toMatchObject({ ageVerified: true, loggedIn: true });
    await new Logout(member.credentials, member.balance, member.storages).execute({ locale: 'nl' });
    expect(readAuthState(member.storages.cookie)).toMatchObject({ ageVerified: true, loggedIn: false });
  });
});
