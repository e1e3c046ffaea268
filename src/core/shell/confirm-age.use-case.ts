import type { Storages } from '../../ports/storage.port';
import { readAuthState, writeAuthState } from '../account/auth-state';

/**
 * The visitor confirms being 18 or older at the age gate (SPEC §2): remembered with the auth state
 * (which keeps it through logout), so the gate does not come back.
 */
export class ConfirmAge {
  constructor(private readonly storages: Storages) {}

  execute(): void {
    writeAuthState(this.storages.cookie, { ...readAuthState(this.storages.cookie), ageVerified: true });
  }
}
