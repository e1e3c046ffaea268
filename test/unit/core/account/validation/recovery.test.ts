import { recoveryPayload, validateRecovery } from '../../../../../src/core/account/validation/recovery';

describe('recovery', () => {
  it('requires at least 4 trimmed characters', () => {
    expect(validateRecovery({ recovery: '' }).recovery).toEqual(['validation.required']);
    expect(validateRecovery({ recovery: '  abc  ' }).recovery).toEqual(['validation.minLength']);
    expect(validateRecovery({ recovery: 'abcd' }).recovery).toEqual([]);
  });

  it('sends an input with @ and a dot as e-mail, otherwise as user name', () => {
    expect(recoveryPayload(' jan@example.com ')).toEqual({ email: 'jan@example.com' });
    expect(recoveryPayload('jan@example')).toEqual({ username: 'jan@example' });
    expect(recoveryPayload('jan.jansen')).toEqual({ username: 'jan.jansen' });
  });
});
