import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whiteLabelFromEnv } from '../../../src/config/white-label-env';

function partnerFile(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'white-label-')), 'partner.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('the marketing configuration of a white label', () => {
  it('gives 120 welcome credits and a free teaser worth 60 credits by default (SPEC §9)', () => {
    expect(whiteLabelFromEnv({}).marketing).toEqual({
      doubleOptInWelcomeCredits: 120,
      freeTeaserCredits: 60,
    });
  });

  it("takes a partner's figures key by key, keeping the default of one it does not name", () => {
    const file = partnerFile({ marketing: { freeTeaserCredits: 75 } });
    expect(whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file }).marketing).toEqual({
      doubleOptInWelcomeCredits: 120,
      freeTeaserCredits: 75,
    });
  });

  it.each([0, -5, 1.5, '60', null])('stops the start on freeTeaserCredits %p', (value) => {
    const file = partnerFile({ marketing: { freeTeaserCredits: value } });
    expect(() => whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file })).toThrow(
      `marketing.freeTeaserCredits in WHITE_LABEL_CONFIG must be a whole number of credits, 1 or more, not ${JSON.stringify(value)}`,
    );
  });

  it('checks the welcome credits the same way', () => {
    const file = partnerFile({ marketing: { doubleOptInWelcomeCredits: 'many' } });
    expect(() => whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file })).toThrow(
      'marketing.doubleOptInWelcomeCredits in WHITE_LABEL_CONFIG must be a whole number of credits, 1 or more, not "many"',
    );
  });
});
