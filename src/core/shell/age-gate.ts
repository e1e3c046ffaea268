/** True when the age gate should show (SPEC §2): the link asks for it (splash6=true) and it was not passed yet. */
export function needsAgeGate(splash6: string | null, ageVerified: boolean): boolean {
  return splash6 === 'true' && !ageVerified;
}
