import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HomeViewModel } from '../../view-models/home.view-model';
import { PerformerCard } from './performer-card';

const EAGER_CARDS = 4;

/** The performer grid of the home and category pages. */
export const PerformerGrid = observer(function PerformerGrid({ vm }: { vm: HomeViewModel }) {
  const { t } = useTranslation();
  const cards = vm.cards;
  const statuses = {
    offline: t('grid.status.offline'),
    online: t('grid.status.online'),
    infree: t('grid.status.infree'),
    invip: t('grid.status.invip'),
  };
  return (
    <section className="grid-section" aria-labelledby="grid-heading">
      <h1 id="grid-heading" className="grid-section__heading">
        {t('grid.heading')}
      </h1>
      {vm.failed && (
        <p role="alert" className="grid-section__error">
          {t('grid.loadError')}
        </p>
      )}
      {!vm.failed && cards.length === 0 && <p>{t('grid.empty')}</p>}
      <ul className="grid" aria-label={t('grid.count', { count: vm.total })}>
        {cards.map((card, index) => (
          <PerformerCard
            key={card.id}
            card={card}
            eager={index < EAGER_CARDS}
            status={statuses[card.style]}
          />
        ))}
      </ul>
    </section>
  );
});
