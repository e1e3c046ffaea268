import { fillPlaceholders } from '../../../../src/core/common/markup';
import { capName } from '../../../../src/core/common/names';

describe('names', () => {
  it('capitalises the first letter', () => {
    expect(capName('anna')).toBe('Anna');
    expect(capName('')).toBe('');
    expect(fillPlaceholders('%performer% %member%', { performer: 'eva' })).toBe('Eva %member%');
  });
});
