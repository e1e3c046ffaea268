import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whiteLabelFromEnv } from '../../../src/config/white-label-env';

function partnerFile(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'white-label-')), 'partner.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe("the age gate's way out in a white label", () => {
  it("leads to a search engine's front page by default", () => {
    expect(whiteLabelFromEnv({}).ageGateExit).toBe('https://www.google.com/');
  });

  it("takes a partner's https page", () => {
    const file = partnerFile({ ageGateExit: 'https://neutral.example/leave' });
    expect(whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file }).ageGateExit).toBe('https://neutral.example/leave');
  });

  it.each(['/', 'http://neutral.example/', 'javascript:alert(1)', 'not a url', 42, null])(
    'stops the start on %p, which would not send a minor off the site safely',
    (value) => {
      const file = partnerFile({ ageGateExit: value });
      expect(() => whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file })).toThrow(
        `ageGateExit in WHITE_LABEL_CONFIG must be an https URL, not ${JSON.stringify(value)}`,
      );
    },
  );
});
