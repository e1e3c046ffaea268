import { worldError } from './world/errors';
import type { FakeWorld } from './world/fake-world';

/**
 * The token (and language) one visitor's ports send with every call. The member-API ports of a
 * session share one of these; the inbox has its own, as the real clients do.
 */
export class SessionAuth {
  token: string | null = null;
  lang = 'nl';

  constructor(private readonly world: FakeWorld) {}

  /** The caller's member id. Fails with unauthorized (no or bad token) or forbidden (deleted member). */
  memberId(): number {
    const payload = this.token ? this.world.tokenPayload(this.token) : null;
    const member = payload ? this.world.members.get(payload.id) : undefined;
    if (!member) throw worldError.unauthorized();
    if (member.deleted) throw worldError.forbidden();
    return member.id;
  }

  /** Null for a guest (no token); otherwise as memberId(). */
  optionalMemberId(): number | null {
    return this.token ? this.memberId() : null;
  }
}
