import { render, screen } from '@testing-library/react';
import { statementDays } from '../../src/core/wallet/statement-days';
import type { StatementEntry } from '../../src/core/wallet/statement.model';
import { StatementDayTable } from '../../src/ui/features/wallet/components/statement-day';
import { createTestApp } from './render-with-app';

const entries: StatementEntry[] = [
  { id: '3', at: '2026-12-07T12:05:00.000Z', kind: 'vip', credits: -40, quantity: 10, performer: 'Zoe' },
  { id: '2', at: '2026-12-07T12:00:00.000Z', kind: 'chat', credits: -180, quantity: 3, performer: 'Zoe' },
  { id: '1', at: '2026-12-07T11:00:00.000Z', kind: 'purchase', credits: 1350, quantity: 1, performer: null },
];

describe('StatementDayTable', () => {
  it('shows a day by its date, each entry with its minutes or seconds and the day’s totals', () => {
    const { wrap } = createTestApp({
      pageContext: { urlOriginal: '/en/settings', config: { routeName: 'settings' } },
    });
    const [day] = statementDays(entries, 'Europe/Amsterdam');
    render(wrap(<StatementDayTable day={day!} locale="en" />));
    expect(screen.getByRole('table', { name: 'Monday, 7 December 2026' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'TimeWhatCredits',
      '13:05VIP show (10 sec.) Zoe-40',
      '13:00Paid chat (3 min.) Zoe-180',
      '12:00Credits bought+1.350',
      'Day total220 spent, 1.350 bought',
    ]);
  });
});
