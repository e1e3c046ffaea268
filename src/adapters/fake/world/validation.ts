import { LIMITS } from '../../../core/common/constants.model';
import { worldError } from './errors';

/** The server-side checks a real backend would make (SPEC §5); failures are badRequest.validation. */
export function checkUsername(username: string, max: number = LIMITS.usernameMax): void {
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${LIMITS.usernameMin},${max}}$`);
  if (!pattern.test(username)) throw worldError.validation('username');
}

export function checkEmail(email: string): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw worldError.validation('email');
}

export function checkPassword(password: string): void {
  const valid =
    password.length >= LIMITS.passwordMin &&
    password.length <= LIMITS.passwordMax &&
    /\d/.test(password) &&
    /[A-Za-z]/.test(password) &&
    !/\s/.test(password);
  if (!valid) throw worldError.validation('password');
}
