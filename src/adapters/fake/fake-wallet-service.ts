import type { WalletService } from '../../ports/wallet-service.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { FakeWorld } from './world/fake-world';
import { worldError } from './world/errors';

/** The wallet service over the fake world: a token of a live member is a valid wallet. */
export class FakeWalletService implements WalletService {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
  ) {}

  validate(token: string): Promise<{ valid: boolean }> {
    return fakeCall(this.faults, () => ({ valid: this.world.memberIdFromToken(token) !== null }));
  }

  /** Fails with badRequest.validation when the origin is not an http(s) address. */
  autoLogin(origin: string): Promise<void> {
    return fakeCall(this.faults, () => {
      if (!/^https?:\/\/[^\s/]+/i.test(origin)) throw worldError.validation('origin');
    });
  }
}
