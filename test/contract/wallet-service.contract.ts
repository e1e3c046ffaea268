import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import { expectLabel, registerAndLogin } from './contract-helpers';
import type { ContractTarget } from './contract-target';

/** WalletService (SPEC §7 'Other'): wallet validation and the guest's auto-login. */
export function describeWalletServiceContract(name: string, target: ContractTarget): void {
  describe(`WalletService contract: ${name}`, () => {
    it("validates a member's wallet by login token and refuses a made-up token", async () => {
      const ports = target.makePorts();
      const { token } = await registerAndLogin(ports);
      await expect(ports.wallet.validate(token)).resolves.toEqual({ valid: true });
      await expect(ports.wallet.validate('not.a.token')).resolves.toEqual({ valid: false });
    });

    it("logs a guest in with the site's origin and refuses an origin that is not an address", async () => {
      const ports = target.makePorts();
      await expect(ports.wallet.autoLogin('https://www.example.test')).resolves.toBeUndefined();
      await expectLabel(ports.wallet.autoLogin('javascript:alert(1)'), ERROR_LABELS.validation);
    });
  });
}
