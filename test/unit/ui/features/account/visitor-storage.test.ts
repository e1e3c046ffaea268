import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import {
  REGISTER_MODEL_KEY,
  registerModel,
  rememberRegisterModel,
  visitorId,
} from '../../../../../src/ui/features/account/visitor-storage';

describe('visitor storage', () => {
  it('keeps one visitor id once made', () => {
    const local = new MemoryStorage();
    let made = 0;
    const next = () => `id-${(made += 1)}`;
    expect(visitorId(local, next)).toBe('id-1');
    expect(visitorId(local, next)).toBe('id-1');
    expect(made).toBe(1);
  });

  it('remembers the performer of a registration, forgets it without one, and ignores unreadable values', () => {
    const local = new MemoryStorage();
    rememberRegisterModel(local, { id: 7, username: 'anna', snapshot: '/s.svg' });
    expect(registerModel(local)).toEqual({ id: 7, username: 'anna', snapshot: '/s.svg' });
    rememberRegisterModel(local, null);
    expect(registerModel(local)).toBeNull();
    local.set(REGISTER_MODEL_KEY, '{"id":"7"');
    expect(registerModel(local)).toBeNull();
  });
});
