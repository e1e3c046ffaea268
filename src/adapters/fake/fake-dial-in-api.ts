import type { DialInNumber, DialInPayment, DialInStatus, IvrSession } from '../../core/dial-in/dial-in.model';
import type { DialInApi } from '../../ports/dial-in-api.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { SessionAuth } from './session-auth';
import type { FakeWorld } from './world/fake-world';

/** DialInApi over the fake world; the sandbox phone drives calls (world.phoneCall / hangUp). */
export class FakeDialInApi implements DialInApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly auth: SessionAuth,
  ) {}

  /** The sandbox has one phone provider, so `provider` does not narrow the list. */
  getNumbers(_query: { provider: string }): Promise<DialInNumber[]> {
    return fakeCall(this.faults, () => this.world.dialIn.numbers());
  }

  getIvrSession(query: { country: string }): Promise<IvrSession> {
    return fakeCall(this.faults, () => this.world.dialIn.createSession(query.country));
  }

  /** Works for guests too: their credits go with the anonymous name, not to an account. */
  pay(payment: DialInPayment): Promise<{ session: string }> {
    return fakeCall(this.faults, () => this.world.dialIn.pay(this.auth.optionalMemberId(), payment));
  }

  verify(session: string): Promise<{ state: DialInStatus; nickname: string | null }> {
    return fakeCall(this.faults, () => this.world.dialIn.verify(session));
  }
}
