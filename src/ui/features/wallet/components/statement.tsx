import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedWithRetry } from '../../../components/common/failed-with-retry';
import { formatCredits } from '../../../../core/wallet/credits-format';
import type { StatementCsvLabels } from '../../../../core/wallet/statement-csv';
import { STATEMENT_KINDS, type StatementKind } from '../../../../core/wallet/statement.model';
import { useLazyTexts } from '../../../i18n/lazy-texts';
import { useRoute } from '../../../renderer/use-route';
import { useStatement } from '../hooks/use-statement';
import {
  STATEMENT_PERIODS,
  type StatementPeriodDays,
  type StatementViewModel,
} from '../view-models/statement.view-model';
import { StatementDayTable } from './statement-day';
import { downloadText } from './statement-download';

/** The CSV's header and kinds in the page's language. */
function useCsvLabels(): () => StatementCsvLabels {
  const { t } = useTranslation();
  return () => {
    const column = (key: string) => t(`wallet.statement.csv.${key}`);
    const kinds = Object.fromEntries(
      STATEMENT_KINDS.map((kind) => [kind, t(`wallet.statement.kinds.${kind}`)]),
    ) as Record<StatementKind, string>;
    return {
      header: [
        column('date'),
        column('time'),
        column('kind'),
        column('performer'),
        column('quantity'),
        column('credits'),
      ],
      kinds,
    };
  };
}

const StatementBody = observer(function StatementBody({ vm }: { vm: StatementViewModel }) {
  const { t } = useTranslation();
  const { locale } = useRoute();
  const labels = useCsvLabels();
  if (vm.state === 'loading') return <p role="status">{t('wallet.statement.loading')}</p>;
  if (vm.state === 'failed')
    return (
      <FailedWithRetry
        className="statement__failed"
        text={t('wallet.statement.failed')}
        retry={t('wallet.statement.retry')}
        onRetry={vm.retry}
      />
    );
  if (vm.entries.length === 0) return <p role="status">{t('wallet.statement.empty')}</p>;
  const { spent, bought } = vm.totals;
  return (
    <>
      <div role="group" aria-label={t('wallet.statement.periodTotals')}>
        <dl className="facts statement__totals">
          <dt>{t('wallet.statement.spent')}</dt>
          <dd>{formatCredits(spent)}</dd>
          <dt>{t('wallet.statement.bought')}</dt>
          <dd>{formatCredits(bought)}</dd>
        </dl>
      </div>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => downloadText(vm.csv(labels()), vm.fileName)}
      >
        {t('wallet.statement.download')}
      </button>
      {vm.byDay.map((day) => (
        <StatementDayTable key={day.key} day={day} locale={locale} />
      ))}
    </>
  );
});

/** The period's choice: the last 7, 30 or 90 days. */
const PeriodChoice = observer(function PeriodChoice({ vm }: { vm: StatementViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="statement__period">
      <label htmlFor={id}>{t('wallet.statement.period')}</label>
      <select
        id={id}
        value={vm.days}
        onChange={(event) => vm.choosePeriod(Number(event.target.value) as StatementPeriodDays)}
      >
        {STATEMENT_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t('wallet.statement.lastDays', { days })}
          </option>
        ))}
      </select>
    </div>
  );
});

/**
 * The member's statement (lazy: its code, the wallet's use-cases and luxon load when the member
 * opens it on the settings page): the chosen period's purchases and costs by day, with totals,
 * and its CSV file.
 */
const Statement = observer(function Statement() {
  useLazyTexts();
  const vm = useStatement();
  return (
    <div className="statement">
      <PeriodChoice vm={vm} />
      <StatementBody vm={vm} />
    </div>
  );
});

export default Statement;
