import type { ContractTarget } from './contract-target';

/** LanderConfigSource and Geolocation (SPEC §7 other). */
export function describeLandersAndGeolocationContract(name: string, target: ContractTarget): void {
  describe(`LanderConfigSource and Geolocation contract: ${name}`, () => {
    it('loads the landers of the configuration file', async () => {
      const landers = await target.makePorts().landers.landers();
      expect(landers.length).toBeGreaterThan(0);
      for (const lander of landers) {
        expect(lander).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            layout: expect.any(String),
            i18n: expect.any(Object),
          }),
        );
        expect(lander.media).toEqual(expect.objectContaining({ mediaLeft: expect.any(String) }));
      }
    });

    it('answers a two-letter country code or null', async () => {
      const code = await target.makePorts().geolocation.countryCode();
      expect(code === null || /^[A-Z]{2}$/.test(code)).toBe(true);
    });
  });
}
