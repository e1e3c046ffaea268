/** Members and their session (SPEC §3). */

export interface Favourite {
  performerId: number;
}

export interface BasicInfo {
  email: string;
  username: string;
  capName: string;
  credits: number;
  verified: boolean;
  lander: string | null;
}

export interface Member extends BasicInfo {
  id: number;
  isVerified: boolean;
  favourites: Favourite[];
  tips: number;
  socketId: string | null;
}

/** Contents of the login token. `meta.legacy` marks a legacy user. */
export interface TokenPayload {
  id: number;
  exp: number;
  meta: { legacy: boolean };
}

export interface AuthState {
  token: string | null;
  isLegacy: boolean;
  ageVerified: boolean;
  username: string | null;
  loggedIn: boolean;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  /** Basic route parameters (affiliate code and tags) kept with the sign-up. */
  meta: Record<string, string>;
}

export interface Credentials {
  /** User name or e-mail address. */
  username: string;
  password: string;
}

export interface PasswordChange {
  memberId: number;
  password: string;
  newPassword: string;
  repeatNewPassword: string;
}

export interface ProfileUpdate {
  email?: string;
  username?: string;
}
