import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whiteLabelFromEnv } from '../../../src/config/white-label-env';

function partnerFile(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'white-label-')), 'partner.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('the name on a member’s bank statement', () => {
  it('is a neutral company name by default, not the site’s', () => {
    const whiteLabel = whiteLabelFromEnv({});
    expect(whiteLabel.billingName).toBe('MS Online Services B.V.');
    expect(whiteLabel.billingName).not.toContain(whiteLabel.name);
  });

  it("is the partner's own company when its file names one, trimmed", () => {
    const file = partnerFile({ billingName: '  PC Media Ltd ' });
    expect(whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file }).billingName).toBe('PC Media Ltd');
  });

  it.each(['', '   ', 42, null])('stops the start on %p', (value) => {
    const file = partnerFile({ billingName: value });
    expect(() => whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file })).toThrow(
      `billingName in WHITE_LABEL_CONFIG must name a company, not ${JSON.stringify(value)}`,
    );
  });
});
