import { pendingMember, type MemberShell } from '../../../../src/core/shell/member-shell.model';

const demo = { memberId: 1, username: 'demo' } as MemberShell;

describe('pendingMember', () => {
  it('is the member the cookie names when the restore gave none', () => {
    expect(pendingMember(null, { loggedIn: true, username: 'demo' })).toEqual({ username: 'demo' });
    expect(pendingMember(null, { loggedIn: true, username: null })).toEqual({ username: null });
  });

  it('is none for a restored member and for a guest (a session the backend ended logs out)', () => {
    expect(pendingMember(demo, { loggedIn: true, username: 'demo' })).toBeNull();
    expect(pendingMember(null, { loggedIn: false, username: 'demo' })).toBeNull();
  });
});
