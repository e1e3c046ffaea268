import type { DialInNumber, DialInPayment, DialInStatus, IvrSession } from '../core/dial-in/dial-in.model';

/** The anonymous phone payment (IVR) calls of SPEC §7. Failures reject with ApiError. */
export interface DialInApi {
  /** GET /payment/dial-in: phone numbers by country. */
  getNumbers(query: { provider: string }): Promise<DialInNumber[]>;
  /** GET /payment/ivr: a new IVR session with its number and pin. */
  getIvrSession(query: { country: string }): Promise<IvrSession>;
  /** POST /payment/dial-in. Fails with badRequest.dialin.pincode for a wrong pin. */
  pay(payment: DialInPayment): Promise<{ session: string }>;
  /** GET /verify/dial-in. Fails with badRequest.dialin.session for an unknown session. */
  verify(session: string): Promise<{ state: DialInStatus; nickname: string | null }>;
}
