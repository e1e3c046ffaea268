import { base64UrlDecode } from '../../../src/adapters/fake/world/tokens';
import { DAY_MS } from '../../../src/adapters/fake/world/world-time';
import { flush, loginAs, makeBackend, rejectionLabel } from './helpers';

function payloadOf(token: string): { id: number; exp: number; meta: { legacy: boolean } } {
  return JSON.parse(base64UrlDecode(token.split('.')[1]!)!);
}

const registration = { username: 'Nieuwe_1', email: 'nieuw@example.test', password: 'geheim12', meta: {} };

describe('FakeMemberApi', () => {
  it('logs demo in with a JWT-shaped token the world verifies, valid for a day', async () => {
    const { backend, clock, ports } = makeBackend();
    const token = await loginAs(ports, 'demo', 'demo1234');
    expect(token.split('.')).toHaveLength(3);
    const payload = payloadOf(token);
    expect(payload.meta.legacy).toBe(false);
    expect(payload.exp).toBe(Math.floor(clock.now() / 1000) + 86400);
    expect(backend.world.memberIdFromToken(token)).toBe(payload.id);
    expect(await ports.member.getBasicInfo()).toEqual({
      email: 'demo@example.test',
      username: 'demo',
      capName: 'Demo',
      credits: 5000,
      verified: true,
      lander: null,
    });
    expect((await ports.member.getFavourites()).length).toBeGreaterThanOrEqual(3);
  });

  it('rejects a forged or expired token with unauthorized', async () => {
    const { clock, ports } = makeBackend();
    const token = await loginAs(ports, 'demo', 'demo1234');
    const [header, , signature] = token.split('.');
    const forged = btoa(JSON.stringify({ id: 50002, exp: 9999999999, meta: { legacy: false } })).replace(
      /=+$/,
      '',
    );
    ports.credentials.set(`${header}.${forged}.${signature}`);
    expect(await rejectionLabel(ports.member.getCredits())).toBe('unauthorized');
    ports.credentials.set(token);
    clock.advance(DAY_MS + 1000);
    expect(await rejectionLabel(ports.member.getCredits())).toBe('unauthorized');
  });

  it('reports unknown users, wrong passwords and deleted accounts with their labels', async () => {
    const { ports } = makeBackend();
    expect(await rejectionLabel(ports.member.login({ username: 'ghost', password: 'x1x1x1' }))).toBe(
      'badRequest.login.notExists',
    );
    expect(await rejectionLabel(ports.member.login({ username: 'demo', password: 'wrong1' }))).toBe(
      'badRequest.incorrectPassword',
    );
    await loginAs(ports, 'DEMO@example.test', 'demo1234');
    await ports.member.deleteMember();
    expect(await rejectionLabel(ports.member.getBasicInfo())).toBe('forbidden');
    expect(await rejectionLabel(ports.member.login({ username: 'demo', password: 'demo1234' }))).toBe(
      'badRequest.login.deleted',
    );
  });

  it('marks oldtimer as a legacy user in the token', async () => {
    const { ports } = makeBackend();
    const token = await loginAs(ports, 'oldtimer', 'oldtimer123');
    expect(payloadOf(token).meta.legacy).toBe(true);
    expect(await ports.member.getCredits()).toBe(800);
  });

  it('registers an unverified member and mails an activation link that grants 120 credits once', async () => {
    const { backend, ports } = makeBackend();
    await ports.member.register(registration);
    const mail = backend.world.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: 'nieuw@example.test', kind: 'activation' });
    expect(mail.link).toBe(`/?action=validate&token=${mail.token}`);
    await loginAs(ports, 'Nieuwe_1', 'geheim12');
    expect(await ports.member.getBasicInfo()).toMatchObject({ verified: false, credits: 0 });
    const result = await ports.member.activate(mail.token, 'fp');
    expect(result.credits).toBe(120);
    ports.credentials.set(result.token);
    expect(await ports.member.getBasicInfo()).toMatchObject({ verified: true, credits: 120 });
    expect(await rejectionLabel(ports.member.activate(mail.token, 'fp'))).toBe(
      'badRequest.activation.verified',
    );
    expect(await ports.member.getCredits()).toBe(120);
  });

  it('mails in the language of the request that triggered the mail, with links to its routes', async () => {
    const { backend, ports } = makeBackend();
    const last = () => backend.world.outbox.at(-1)!;
    ports.member.setLanguage('en');
    await ports.member.register(registration);
    expect(last()).toMatchObject({ lang: 'en', subject: 'Confirm your e-mail address' });
    expect(last().link).toBe(`/en?action=validate&token=${last().token}`);

    await loginAs(ports, 'Nieuwe_1', 'geheim12');
    ports.member.setLanguage('de');
    await ports.member.resendActivation();
    expect(last()).toMatchObject({ lang: 'de', subject: 'Bestätige deine E-Mail-Adresse' });
    // German and Belgian Dutch have no route prefix (SPEC §2): the page's language is the cookie's.
    expect(last().link).toBe(`/?action=validate&token=${last().token}`);

    ports.member.setLanguage('nl');
    await ports.member.updateMember({ email: 'ander@example.test' });
    expect(last()).toMatchObject({
      to: 'ander@example.test',
      lang: 'nl',
      subject: 'Bevestig je e-mailadres',
    });

    ports.member.setLanguage('be');
    await ports.member.forgotPassword({ email: 'ander@example.test' });
    expect(last()).toMatchObject({ kind: 'passwordReset', lang: 'be', subject: 'Je nieuwe wachtwoord' });
    expect(last().link).toMatch(/^\/\?action=resetpassword&token=/);
    ports.member.setLanguage('en');
    await ports.member.forgotPassword({ email: 'ander@example.test' });
    expect(last()).toMatchObject({ lang: 'en', subject: 'Reset your password' });
    expect(last().link).toMatch(/^\/en\?action=resetpassword&token=/);
  });

  it('rejects duplicate e-mails and user names, unknown and expired activation tokens', async () => {
    const { backend, clock, ports } = makeBackend();
    expect(await rejectionLabel(ports.member.register({ ...registration, email: 'DEMO@example.test' }))).toBe(
      'badRequest.member.email.exists',
    );
    expect(await rejectionLabel(ports.member.register({ ...registration, username: 'Demo' }))).toBe(
      'badRequest.member.username.exists',
    );
    expect(await rejectionLabel(ports.member.activate('nope', 'fp'))).toBe('badRequest.activation.notExists');
    const newbieMail = backend.world.outbox.find((mail) => mail.to === 'newbie@example.test')!;
    clock.advance(DAY_MS + 1);
    expect(await rejectionLabel(ports.member.activate(newbieMail.token, 'fp'))).toBe(
      'badRequest.activation.expired',
    );
  });

  it('emits favourite and credit events to the member socket', async () => {
    const { ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const seen: string[] = [];
    ports.memberEvents.on('favouriteAdd', ({ performerId }) => seen.push(`add ${performerId}`));
    ports.memberEvents.on('favouriteRemove', ({ performerId }) => seen.push(`remove ${performerId}`));
    ports.memberEvents.on('setCredits', ({ credits }) => seen.push(`credits ${credits}`));
    ports.memberEvents.connect();
    await flush();
    await ports.member.addFavourite(1300);
    await ports.member.removeFavourite(1300);
    expect(seen).toEqual(['credits 5000', 'add 1300', 'remove 1300']);
    expect(await rejectionLabel(ports.member.addFavourite(99))).toBe('notFound');
  });
});
