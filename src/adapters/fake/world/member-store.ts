import type { ApiError } from '../../../core/common/api-error.model';
import type { BasicInfo, Favourite } from '../../../core/account/member.model';
import { worldError } from './errors';
import type { MemberEventHub } from './event-hub';
import type { SpendingLimitsBook } from './spending-limits-book';
import type { LedgerNote, WalletLedger } from './wallet-ledger';

/**
 * A member as the fake backend keeps it. Passwords are stored in plain text: this is an in-memory
 * simulation with demo accounts, never a place for real credentials.
 */
export interface MemberRecord {
  id: number;
  username: string;
  email: string;
  password: string;
  verified: boolean;
  credits: number;
  favourites: number[];
  tips: number;
  lander: string | null;
  legacy: boolean;
  deleted: boolean;
  lang: string;
  createdAt: number;
  /** The one-time password of the newest reset link, accepted once as the old password. */
  resetPassword?: { code: string; expiresAt: number } | null;
}

export type NewMember = Omit<MemberRecord, 'id' | 'favourites' | 'tips' | 'deleted'> & {
  favourites?: number[];
};

export const FIRST_MEMBER_ID = 50001;

export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Members by id, with lookups by name and e-mail, and the credit and favourite changes that emit events. */
export class MemberStore {
  private readonly byId = new Map<number, MemberRecord>();
  private nextId = FIRST_MEMBER_ID;

  constructor(
    private readonly events: MemberEventHub,
    /** Every change of a balance is written here, with what it was for: the member's statement. */
    private readonly ledger: WalletLedger,
    /** The member's own limits, which every charge must keep (record 78). */
    private readonly limits: SpendingLimitsBook,
  ) {}

  create(input: NewMember): MemberRecord {
    const record: MemberRecord = { favourites: [], tips: 0, deleted: false, ...input, id: this.nextId++ };
    this.byId.set(record.id, record);
    return record;
  }

  get(id: number): MemberRecord | undefined {
    return this.byId.get(id);
  }

  /** The record of a live member; notFound otherwise. */
  require(id: number): MemberRecord {
    const record = this.byId.get(id);
    if (!record || record.deleted) throw worldError.notFound(`member ${id}`);
    return record;
  }

  /** Finds by user name or e-mail, case-insensitive (deleted members included: login reports them). */
  findByLogin(nameOrEmail: string): MemberRecord | undefined {
    const key = nameOrEmail.trim().toLowerCase();
    for (const record of this.byId.values()) {
      if (record.username.toLowerCase() === key || record.email.toLowerCase() === key) return record;
    }
    return undefined;
  }

  usernameTaken(username: string, exceptId?: number): boolean {
    const key = username.trim().toLowerCase();
    return [...this.byId.values()].some((m) => m.id !== exceptId && m.username.toLowerCase() === key);
  }

  emailTaken(email: string, exceptId?: number): boolean {
    const key = email.trim().toLowerCase();
    return [...this.byId.values()].some((m) => m.id !== exceptId && m.email.toLowerCase() === key);
  }

  basicInfo(id: number): BasicInfo {
    const m = this.require(id);
    return {
      email: m.email,
      username: m.username,
      capName: capitalise(m.username),
      credits: m.credits,
      verified: m.verified,
      lander: m.lander,
    };
  }

  /** Adds credits, records what for (`note`) and tells the member's sockets. Returns the new balance. */
  credit(id: number, amount: number, note: LedgerNote): number {
    const member = this.require(id);
    member.credits += amount;
    this.ledger.record(id, amount, note);
    this.events.emit(id, 'updatedCredits', { credits: member.credits });
    return member.credits;
  }

  /**
   * Fails with badRequest.deduct.credits.amount, changing nothing, when the balance is too low, and
   * with badRequest.spending.limit when spending `amount` would cross one of the member's limits.
   */
  ensureCredits(id: number, amount: number): MemberRecord {
    const refusal = this.refusalOf(id, amount);
    if (refusal) throw refusal;
    return this.require(id);
  }

  /** Why charging `amount` would be refused (credits or a limit); null when it may go ahead. */
  refusalOf(id: number, amount: number): ApiError | null {
    if (this.require(id).credits < amount) return worldError.noCredits();
    return this.limits.refusal(id, { kind: 'spend', credits: amount });
  }

  /** Deducts credits (see ensureCredits), recorded as `note`, and tells the member's sockets. Returns the new balance. */
  charge(id: number, amount: number, note: LedgerNote): number {
    this.ensureCredits(id, amount);
    return this.credit(id, -amount, note);
  }

  favourites(id: number): Favourite[] {
    return this.require(id).favourites.map((performerId) => ({ performerId }));
  }

  /** The members, not deleted, who have this performer as a favourite. */
  withFavourite(performerId: number): number[] {
    const ids: number[] = [];
    for (const member of this.byId.values())
      if (!member.deleted && member.favourites.includes(performerId)) ids.push(member.id);
    return ids;
  }

  addFavourite(id: number, performerId: number): void {
    const member = this.require(id);
    if (member.favourites.includes(performerId)) return;
    member.favourites.push(performerId);
    this.events.emit(id, 'favouriteAdd', { performerId });
  }

  removeFavourite(id: number, performerId: number): void {
    const member = this.require(id);
    if (!member.favourites.includes(performerId)) return;
    member.favourites = member.favourites.filter((favourite) => favourite !== performerId);
    this.events.emit(id, 'favouriteRemove', { performerId });
  }
}
