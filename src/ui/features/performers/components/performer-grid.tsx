import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memoT, translateWith } from '../../../i18n/memo-t';
import { useShell } from '../../../app/shell-context';
import type { GridViewModel } from '../view-models/grid.view-model';
import type { PerformerCardModel } from '../view-models/performer-card';
import { PerformerCard } from './performer-card';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';

const EAGER_CARDS = 4;
/**
 * The cards the server sends with the page's shell: a wide screen's first row, a phone's first
 * screen. The rest follow in the same response once the shell's bytes are out.
 */
const SHELL_CARDS = 12;
/** SPEC §4 (messenger lane, reused here): start loading 200px before the end comes into view. */
const SCROLL_MARGIN = '200px';

/** Loads the next page when the pager comes near the viewport ("more on scroll"). */
function useMoreOnScroll(vm: GridViewModel) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && void vm.loadMore(),
      { rootMargin: SCROLL_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [vm, vm.hasMore]);
  return ref;
}

/** The link to the next page: a plain link without script; with script it appends in place. */
const Pager = observer(function Pager({ vm, href }: { vm: GridViewModel; href: string }) {
  const { t } = useTranslation();
  const more = useMoreOnScroll(vm);
  function handleMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void vm.loadMore();
  }
  return (
    <p className="pager">
      {/* vike's router would follow the link despite the handler: it is told to leave this one alone. */}
      <a
        ref={more}
        className="button button--ghost"
        href={href}
        onClick={handleMore}
        data-vike="false"
        aria-disabled={vm.loading || undefined}
      >
        {vm.loading ? t('common.loading') : t('grid.more')}
      </a>
    </p>
  );
});

/** A failed load keeps what was shown and offers to try again. */
const LoadError = observer(function LoadError({ vm }: { vm: GridViewModel }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="grid-section__error">
      {t('grid.loadError')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => void (vm.items.length ? vm.loadMore() : vm.reload())}
      >
        {t('grid.retry')}
      </button>
    </p>
  );
});

/**
 * The list of a grid's cards, a Suspense boundary of its own with each card a boundary inside it:
 * React hydrates them one by one, and a tapped card first. The server streams the cards past the
 * first screen after the shell, as one more boundary.
 */
const CardList = observer(function CardList({ vm }: { vm: GridViewModel }) {
  const { t } = useTranslation();
  // A count's plural form is the page's first use of the language's plural rules (Intl's, which
  // load on first use): worked out here, it is paid when the list hydrates, not with the frame.
  const label = t('grid.count', { count: vm.total });
  const shell = useShell();
  const cards = vm.cards;
  // The cards ask for the same few texts sixty times: each is translated once per render.
  const cardT = memoT(translateWith(t));
  const tooltips = shell.viewport.tooltips;
  const statuses = {
    offline: t('grid.status.offline'),
    online: t('grid.status.online'),
    infree: t('grid.status.infree'),
    invip: t('grid.status.invip'),
  };
  const renderCard = (card: PerformerCardModel, index: number) => (
    <HydrationBoundary key={card.id}>
      <PerformerCard
        card={card}
        eager={index < EAGER_CARDS}
        status={statuses[card.style]}
        t={cardT}
        heart={{
          favourite: shell.isFavourite(card.id),
          pending: shell.isFavouritePending(card.id),
          failed: shell.favouriteError === card.id,
          tooltips,
          onToggle: () => void shell.toggleFavourite(card.id),
        }}
      />
    </HydrationBoundary>
  );
  return (
    <ul className="grid" aria-label={label} aria-busy={vm.loading || undefined}>
      {cards.slice(0, SHELL_CARDS).map(renderCard)}
      {cards.length > SHELL_CARDS && (
        <HydrationBoundary afterShell>
          {cards.slice(SHELL_CARDS).map((card, index) => renderCard(card, SHELL_CARDS + index))}
        </HydrationBoundary>
      )}
    </ul>
  );
});

/**
 * The performer grid of the home, sub-list, favourites and category pages: 60 cards a page, and
 * a pager link to the next page that works without script; with script it appends the next page
 * in place, by click or when it scrolls into view.
 */
export const PerformerGrid = observer(function PerformerGrid(props: { vm: GridViewModel; nextHref: string }) {
  const { vm } = props;
  const { t } = useTranslation();
  return (
    <>
      {vm.failed && <LoadError vm={vm} />}
      {!vm.failed && vm.cards.length === 0 && <p>{t('grid.empty')}</p>}
      {/* Sixty cards are most of a grid page's hydration: the list and each card hydrate on their own. */}
      <HydrationBoundary>
        <CardList vm={vm} />
      </HydrationBoundary>
      {vm.hasMore && <Pager vm={vm} href={props.nextHref} />}
    </>
  );
});
