import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { LOCALE_ISO, type Locale } from '../../../../core/common/locale.model';
import { formatCredits } from '../../../../core/wallet/credits-format';
import { STATEMENT_TIME_ZONE, type StatementDay } from '../../../../core/wallet/statement-days';
import type { StatementEntry } from '../../../../core/wallet/statement.model';

/** Credits with their sign: '+1.000' bought or given, '-60' spent. */
export function signedCredits(credits: number): string {
  return credits > 0 ? `+${formatCredits(credits)}` : formatCredits(credits);
}

/** What an entry was, with its minutes or seconds for paid chat and a VIP show. */
function EntryWhat({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const kind = t(`wallet.statement.kinds.${entry.kind}`);
  if (entry.kind === 'chat')
    return <>{t('wallet.statement.withMinutes', { kind, minutes: entry.quantity })}</>;
  if (entry.kind === 'vip')
    return <>{t('wallet.statement.withSeconds', { kind, seconds: entry.quantity })}</>;
  return <>{kind}</>;
}

/** An entry: its time, what it was (and for whom) and its credits. */
function StatementRow({ entry, lang }: { entry: StatementEntry; lang: string }) {
  return (
    <tr>
      <td>
        {DateTime.fromISO(entry.at, { zone: STATEMENT_TIME_ZONE, locale: lang }).toLocaleString(
          DateTime.TIME_SIMPLE,
        )}
      </td>
      <td>
        <EntryWhat entry={entry} />
        {entry.performer !== null && (
          <>
            {' '}
            <span className="statement__performer">{entry.performer}</span>
          </>
        )}
      </td>
      <td className="statement__credits">{signedCredits(entry.credits)}</td>
    </tr>
  );
}

/**
 * One day of the statement: a table captioned with the date, its entries (the performer under
 * what it was, so that a 320 px phone has room for every column) and the day's totals.
 */
export function StatementDayTable({ day, locale }: { day: StatementDay; locale: Locale }) {
  const { t } = useTranslation();
  const lang = LOCALE_ISO[locale];
  const date = DateTime.fromISO(day.key, { zone: STATEMENT_TIME_ZONE, locale: lang });
  return (
    <table className="statement__day">
      <caption>{date.toLocaleString(DateTime.DATE_HUGE)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wallet.statement.columns.time')}</th>
          <th scope="col">{t('wallet.statement.columns.what')}</th>
          <th scope="col" className="statement__credits">
            {t('wallet.statement.columns.credits')}
          </th>
        </tr>
      </thead>
      <tbody>
        {day.entries.map((entry) => (
          <StatementRow key={entry.id} entry={entry} lang={lang} />
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('wallet.statement.dayTotal')}
          </th>
          <td className="statement__credits">
            {t('wallet.statement.totals', {
              spent: formatCredits(day.spent),
              bought: formatCredits(day.bought),
            })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
