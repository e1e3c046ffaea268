import { SANDBOX_REFUSAL, sandboxNotice, sandboxStart } from '../../../src/config/sandbox-mode';

describe('sandboxStart', () => {
  it('serves the sandbox out of the box, when nobody said production', () => {
    expect(sandboxStart({})).toEqual({ kind: 'sandbox', explicit: false });
    expect(sandboxStart({ NODE_ENV: 'development' })).toEqual({ kind: 'sandbox', explicit: false });
    expect(sandboxStart({ NODE_ENV: 'test' })).toEqual({ kind: 'sandbox', explicit: false });
  });

  it('refuses production without a backend, with a message that says what to set', () => {
    const start = sandboxStart({ NODE_ENV: 'production' });
    expect(start).toEqual({ kind: 'refused', message: SANDBOX_REFUSAL });
    expect(SANDBOX_REFUSAL).toContain('MEMBER_API_URL');
    expect(SANDBOX_REFUSAL).toContain('SANDBOX=1');
  });

  it('serves the sandbox in production only when SANDBOX=1 says so', () => {
    expect(sandboxStart({ NODE_ENV: 'production', SANDBOX: '1' })).toEqual({
      kind: 'sandbox',
      explicit: true,
    });
    for (const SANDBOX of ['0', 'true', 'yes', '']) {
      expect(sandboxStart({ NODE_ENV: 'production', SANDBOX }).kind).toBe('refused');
    }
  });

  it('starts with a partner backend whatever NODE_ENV and SANDBOX say', () => {
    const partner = { MEMBER_API_URL: 'https://member.partner.test' };
    expect(sandboxStart({ ...partner, NODE_ENV: 'production' })).toEqual({ kind: 'partner' });
    expect(sandboxStart({ ...partner, SANDBOX: '1' })).toEqual({ kind: 'partner' });
    expect(sandboxStart(partner)).toEqual({ kind: 'partner' });
  });

  it('treats an empty MEMBER_API_URL as no backend', () => {
    expect(sandboxStart({ MEMBER_API_URL: '', NODE_ENV: 'production' }).kind).toBe('refused');
  });
});

describe('sandboxNotice', () => {
  it('names where the sandbox is and that it is not for production', () => {
    const notice = sandboxNotice('http://localhost:3000');
    expect(notice).toContain('http://localhost:3000/sandbox');
    expect(notice).toContain('NOT FOR PRODUCTION');
  });
});
