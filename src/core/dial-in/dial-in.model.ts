/** Anonymous phone payment (SPEC §3, §4). */

export const DIAL_IN_COUNTRIES = ['NL', 'BE', 'DE'] as const;
export type DialInCountry = (typeof DIAL_IN_COUNTRIES)[number];

/** Cookie key of the persisted dial-in state (SPEC §3: auth, wallet and dial-in kept 1 day). */
export const DIAL_IN_STORAGE_KEY = 'dialIn';

export type DialInStatus = 'pending' | 'in_call' | 'ended' | 'expired';

export interface IvrSession {
  session: string;
  callednumber: string;
  displaynumber: string;
  tariff: number;
  ttl: number;
  expiresAt: number;
  flag: string;
}

export interface DialInNumber {
  id: DialInCountry;
  image: string;
  options: { number: string; tariff: number }[];
}

export interface DialInPayment {
  username: string;
  provider: string;
  pincode: string;
  params: Record<string, string>;
}

export interface DialInState {
  session: string | null;
  state: DialInStatus;
  nickname: string | null;
  active: boolean;
  initialized: boolean;
}
