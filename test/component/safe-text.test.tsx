import { render, screen } from '@testing-library/react';
import { MarkupNamesProvider, SafeText } from '../../src/ui/components/common/safe-text';

describe('SafeText', () => {
  it('names the room’s or conversation’s performer and member, capitalised, where her text says so', () => {
    render(
      <MarkupNamesProvider value={{ performer: 'anna', member: 'jan' }}>
        <p>
          <SafeText text="Hoi %member%, **%performer%** hier" origin="https://site.test" />
        </p>
      </MarkupNamesProvider>,
    );
    expect(screen.getByText(/^Hoi Jan,/)).toBeTruthy();
    expect(screen.getByText('Anna').tagName).toBe('STRONG');
  });

  it('leaves a placeholder as typed where nobody is named', () => {
    render(<SafeText text="Hoi %member%" origin="https://site.test" />);
    expect(screen.getByText('Hoi %member%')).toBeTruthy();
  });
});
