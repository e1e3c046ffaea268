import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { expectLabel, loginMember, registerAndLogin, uniqueName } from './contract-helpers';

/** MemberApi: accounts, activation, balance, favourites and bundles (SPEC §7, §8). */
export function describeMemberApiContract(name: string, target: ContractTarget): void {
  describe(`MemberApi contract: ${name}`, () => {
    it('logs a member in with a token', async () => {
      const ports = target.makePorts();
      const { token } = await ports.member.login(target.member);
      expect(typeof token).toBe('string');
      expect(token.length).toBeGreaterThan(10);
    });

    it('rejects logins with the three login labels', async () => {
      const ports = target.makePorts();
      await expectLabel(
        ports.member.login({ username: uniqueName('x'), password: 'whatever1' }),
        ERROR_LABELS.loginNotExists,
      );
      await expectLabel(
        ports.member.login({ username: target.member.username, password: 'wrong-password1' }),
        ERROR_LABELS.incorrectPassword,
      );
      const doomed = await registerAndLogin(ports);
      await ports.member.deleteMember();
      await expectLabel(
        ports.member.login({ username: doomed.username, password: 'secret123' }),
        ERROR_LABELS.loginDeleted,
      );
    });

    it('registers a member and refuses a taken e-mail or user name', async () => {
      const ports = target.makePorts();
      const username = uniqueName('r');
      const email = `${username}@example.test`;
      await ports.member.register({ username, email, password: 'secret123', meta: { p: '61' } });
      const other = uniqueName('r');
      await expectLabel(
        ports.member.register({ username: other, email, password: 'secret123', meta: {} }),
        ERROR_LABELS.emailExists,
      );
      await expectLabel(
        ports.member.register({ username, email: `${other}@example.test`, password: 'secret123', meta: {} }),
        ERROR_LABELS.usernameExists,
      );
    });

    itWithTools(target)('activates with the mailed token once, granting the welcome credits', async () => {
      const ports = target.makePorts();
      const { email } = await registerAndLogin(ports);
      expect((await ports.member.getBasicInfo()).verified).toBe(false);
      const mailed = target.tools?.activationToken(email);
      expect(mailed).toBeTruthy();
      const activated = await ports.member.activate(mailed as string, 'fingerprint-1');
      expect(activated.credits).toBe(120);
      ports.credentials.set(activated.token);
      const info = await ports.member.getBasicInfo();
      expect(info).toMatchObject({ email, verified: true, credits: 120 });
      expect(await ports.member.getCredits()).toBe(120);
      await expectLabel(
        ports.member.activate(mailed as string, 'fingerprint-1'),
        ERROR_LABELS.activationVerified,
      );
    });

    it('refuses an unknown activation token', async () => {
      await expectLabel(
        target.makePorts().member.activate('no-such-token', 'fp'),
        ERROR_LABELS.activationNotExists,
      );
    });

    it('reports credits and basic info of the logged-in member', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const info = await ports.member.getBasicInfo();
      expect(info.username.toLowerCase()).toBe(target.member.username.toLowerCase());
      expect(info.verified).toBe(true);
      expect(typeof info.email).toBe('string');
      expect(await ports.member.getCredits()).toBe(info.credits);
    });

    it('answers unauthorized without a token', async () => {
      await expectLabel(target.makePorts().member.getCredits(), ERROR_LABELS.unauthorized);
    });

    it('sends the token the session holder has when each call is made', async () => {
      const ports = target.makePorts();
      const first = await registerAndLogin(ports);
      expect((await ports.member.getBasicInfo()).username).toBe(first.username);
      const second = await registerAndLogin(target.makePorts());
      ports.credentials.set(second.token);
      expect((await ports.member.getBasicInfo()).username).toBe(second.username);
      await ports.member.addFavourite(
        (await ports.performers.find({ page: 1, limit: 1 })).items[0]?.id as number,
      );
      expect(await ports.member.getFavourites()).toHaveLength(1);
      ports.credentials.set(null);
      await expectLabel(ports.member.getCredits(), ERROR_LABELS.unauthorized);
      await expectLabel(ports.member.getBasicInfo(), ERROR_LABELS.unauthorized);
      ports.credentials.set(first.token);
      expect(await ports.member.getFavourites()).toEqual([]);
    });

    it('adds, lists and removes favourites', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const [performer] = (await ports.performers.find({ page: 1, limit: 2 })).items;
      const id = performer?.id as number;
      await ports.member.addFavourite(id);
      expect(await ports.member.getFavourites()).toEqual([{ performerId: id }]);
      await ports.member.removeFavourite(id);
      expect(await ports.member.getFavourites()).toEqual([]);
    });

    it('lists bundles with price in cents, credits and classes', async () => {
      const bundles = await target.makePorts().member.getBundles();
      expect(bundles.length).toBeGreaterThan(0);
      for (const bundle of bundles) {
        expect(bundle).toEqual(
          expect.objectContaining({
            id: expect.any(Number),
            name: expect.any(String),
            cost: expect.any(Number),
            credits: expect.any(Number),
            currency: expect.any(String),
            meta: { classes: expect.any(String) },
          }),
        );
      }
    });

    it('changes the user name (new token) and the password', async () => {
      const ports = target.makePorts();
      const { token } = await registerAndLogin(ports);
      const renamed = uniqueName('n');
      const changed = await ports.member.changeUsername(renamed);
      expect(typeof changed.token).toBe('string');
      ports.credentials.set(changed.token);
      expect((await ports.member.getBasicInfo()).username).toBe(renamed);
      const memberId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
        .id as number;
      const change = {
        memberId,
        password: 'wrong123',
        newPassword: 'better123',
        repeatNewPassword: 'better123',
      };
      await expectLabel(ports.member.changePassword(change), ERROR_LABELS.incorrectPassword);
      expect(await ports.member.changePassword({ ...change, password: 'secret123' })).toBe(true);
      await ports.member.login({ username: renamed, password: 'better123' });
    });

    it('refuses password recovery for an unknown account', async () => {
      const ports = target.makePorts();
      await expectLabel(
        ports.member.forgotPassword({ username: uniqueName('z') }),
        ERROR_LABELS.activationNotExists,
      );
      await ports.member.forgotPassword({ username: target.member.username });
    });

    itWithTools(target)('mails a reset link whose one-time password changes the password once', async () => {
      const ports = target.makePorts();
      const { email, username } = await registerAndLogin(ports);
      ports.credentials.set(null);
      await ports.member.forgotPassword({ email });
      const link = target.tools?.resetLink(email);
      expect(link?.password).toBeTruthy();
      ports.credentials.set(link?.token ?? null);
      const info = await ports.member.getBasicInfo();
      expect(info.username).toBe(username);
      const memberId = JSON.parse(Buffer.from(link?.token.split('.')[1] ?? '', 'base64url').toString())
        .id as number;
      const change = {
        memberId,
        password: link?.password ?? '',
        newPassword: 'reset1234',
        repeatNewPassword: 'reset1234',
      };
      expect(await ports.member.changePassword(change)).toBe(true);
      // The link's password is spent: the same form again is refused as a wrong old password.
      await expectLabel(
        ports.member.changePassword({ ...change, newPassword: 'again1234', repeatNewPassword: 'again1234' }),
        ERROR_LABELS.incorrectPassword,
      );
      await ports.member.login({ username, password: 'reset1234' });
    });

    it('finds a performer online state by user name and issues chat join tokens', async () => {
      const ports = target.makePorts();
      const [performer] = (await ports.performers.find({ page: 1, limit: 1 })).items;
      const state = await ports.member.findByUsername(performer?.username as string);
      expect(['online', 'offline']).toContain(state.onlineState);
      await loginMember(target, ports);
      const session = await ports.member.joinChat({ performerId: performer?.id as number, kind: 'chat' });
      expect(session).toEqual({ token: expect.any(String), room: expect.any(String), nickname: 'demo' });
    });

    itWithTools(target)('mails an unverified member a new activation link at a changed address', async () => {
      const ports = target.makePorts();
      const { username, email } = await registerAndLogin(ports);
      const oldLink = target.tools?.activationToken(email);
      const newEmail = `${uniqueName('m')}@example.test`;
      expect(target.tools?.activationToken(newEmail)).toBeNull();
      await ports.member.updateMember({ email: newEmail });
      expect((await ports.member.getBasicInfo()).email).toBe(newEmail);
      const mailed = target.tools?.activationToken(newEmail);
      expect(mailed).toBeTruthy();
      // The link sent to the old address no longer verifies anyone.
      await expectLabel(ports.member.activate(oldLink as string, 'fp'), ERROR_LABELS.activationNotExists);
      const activated = await ports.member.activate(mailed as string, 'fingerprint-2');
      ports.credentials.set(activated.token);
      expect(await ports.member.getBasicInfo()).toMatchObject({ username, email: newEmail, verified: true });
    });

    it('refuses a user name change the backend finds invalid with badRequest.validation', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      await expectLabel(ports.member.changeUsername('has space'), ERROR_LABELS.validation);
      await expectLabel(ports.member.changeUsername('x'.repeat(21)), ERROR_LABELS.validation);
    });
  });
}
