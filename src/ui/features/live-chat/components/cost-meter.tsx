import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../../core/live-chat/cost-meter.rules';
import { formatCredits } from '../../../../core/wallet/credits-format';
import type { RoomMeter } from '../view-models/room-meter';
import { useSecondTicks } from './use-second-ticks';

/**
 * What paid chat or a VIP show has cost so far: its time, the engine's credits and the rate. Not a
 * live region: a screen reader reads it when asked, never every second.
 */
export const CostMeter = observer(function CostMeter({ meter }: { meter: RoomMeter }) {
  const { t } = useTranslation();
  const reading = meter.reading;
  useSecondTicks(meter.tick, reading !== null);
  if (!reading) return null;
  const rate =
    reading.kind === 'vip'
      ? t('chat.meter.rateVip', { credits: reading.rate })
      : t('chat.meter.rateChat', { credits: reading.rate * 60 });
  return (
    <section className="cost-meter" aria-label={t('chat.meter.label')}>
      <dl>
        <div>
          <dt>{t('chat.meter.time')}</dt>
          <dd>{formatClock(reading.seconds)}</dd>
        </div>
        <div>
          <dt>{t('chat.meter.spent')}</dt>
          <dd>{t('chat.meter.credits', { credits: formatCredits(reading.spent) })}</dd>
        </div>
        <div>
          <dt>{t('chat.meter.rate')}</dt>
          <dd>{rate}</dd>
        </div>
      </dl>
    </section>
  );
});

/**
 * A guest's free time left (mm:ss, the engine's figure counted down). The clock itself is silent;
 * a polite status says it twice: under a minute, then at ten seconds.
 */
export const FreeCountdown = observer(function FreeCountdown({ meter }: { meter: RoomMeter }) {
  const { t } = useTranslation();
  const left = meter.freeSecondsLeft;
  useSecondTicks(meter.tick, left !== null && left > 0);
  if (left === null) return null;
  const moment = meter.freeMoment;
  return (
    <div className="free-countdown">
      <p>
        {t('chat.freeTime.label')} <span className="free-countdown__clock">{formatClock(left)}</span>
      </p>
      <p role="status" className="visually-hidden">
        {moment ? t(`chat.freeTime.${moment}`) : ''}
      </p>
    </div>
  );
});
