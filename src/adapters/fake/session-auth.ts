import type { Credentials } from '../../ports/credentials.port';
import { worldError } from './world/errors';
import type { FakeWorld } from './world/fake-world';

/**
 * What one visitor's ports send with every call: the token, read from the session holder when the
 * call reaches the world (as a real client reads it when the request leaves), and the language of
 * the member-API ports. Every port of a session shares one of these.
 */
export class SessionAuth {
  lang = 'nl';

  constructor(
    private readonly world: FakeWorld,
    private readonly credentials: Credentials,
  ) {}

  /** The token the call carries; null for a guest. */
  token(): string | null {
    return this.credentials.token();
  }

  /** The caller's member id. Fails with unauthorized (no or bad token) or forbidden (deleted member). */
  memberId(): number {
    const token = this.token();
    const payload = token ? this.world.tokenPayload(token) : null;
    const member = payload ? this.world.members.get(payload.id) : undefined;
    if (!member) throw worldError.unauthorized();
    if (member.deleted) throw worldError.forbidden();
    return member.id;
  }

  /** Null for a guest (no token); otherwise as memberId(). */
  optionalMemberId(): number | null {
    return this.token() ? this.memberId() : null;
  }
}
