import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whiteLabelFromEnv } from '../../../../src/config/white-label-env';

function partnerFile(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'white-label-')), 'partner.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('the content-security configuration of a white label', () => {
  it('enforces the policy and lets nobody frame the site by default', () => {
    expect(whiteLabelFromEnv({}).contentSecurity).toEqual({ frameAncestors: [], reportOnly: false });
  });

  it('takes frame ancestors from a partner file and report-only from CSP_REPORT_ONLY', () => {
    const file = partnerFile({ contentSecurity: { frameAncestors: ['https://partner.example'] } });
    expect(whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file, CSP_REPORT_ONLY: '1' }).contentSecurity).toEqual({
      frameAncestors: ['https://partner.example'],
      reportOnly: true,
    });
    expect(whiteLabelFromEnv({ CSP_REPORT_ONLY: 'true' }).contentSecurity.reportOnly).toBe(true);
  });

  it('lets CSP_REPORT_ONLY=0 enforce what a file set to report only; other values change nothing', () => {
    const file = partnerFile({ contentSecurity: { reportOnly: true } });
    expect(whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file }).contentSecurity.reportOnly).toBe(true);
    expect(
      whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file, CSP_REPORT_ONLY: '0' }).contentSecurity.reportOnly,
    ).toBe(false);
    expect(whiteLabelFromEnv({ CSP_REPORT_ONLY: 'yes please' }).contentSecurity.reportOnly).toBe(false);
  });
});
