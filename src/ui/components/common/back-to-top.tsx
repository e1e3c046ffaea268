import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToAnimated, SCROLL_TO_TOP_MS } from '../../app/motion';
import { usePresence } from '../../app/use-presence';

/**
 * 'Back to top' on a long page, while `shown` (back-to-top-slot.tsx): it fades in and out, and
 * pressing it scrolls to the top (SPEC §9: 450 ms, at once with reduced motion) and moves focus to
 * the page's content (the skip link's target), so a keyboard user goes on from there. Default
 * export: it loads when first needed.
 */
export default function BackToTop({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const phase = usePresence(shown, ref);
  if (phase === 'gone') return null;
  function handleClick() {
    // preventScroll: the animation, not the focus, brings the top into view.
    document.getElementById('main')?.focus({ preventScroll: true });
    void scrollToAnimated(0, SCROLL_TO_TOP_MS);
  }
  return (
    <button
      ref={ref}
      type="button"
      className={`back-to-top ${phase === 'leaving' ? 'fade-out' : 'fade-in'}`}
      onClick={handleClick}
    >
      <span aria-hidden="true">↑</span>
      {t('common.backToTop')}
    </button>
  );
}
