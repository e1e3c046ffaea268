import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERFORMER_TABS, type PerformerTab } from '../view-models/performer-page.view-model';

export const tabId = (tab: PerformerTab) => `performer-tab-${tab}`;
export const panelId = (tab: PerformerTab) => `performer-panel-${tab}`;

interface PerformerTabsProps {
  active: PerformerTab;
  name: string;
  onSelect: (tab: PerformerTab) => void;
}

/** Which tab an arrow, Home or End key moves to; arrows go round from the last tab to the first. */
function tabFor(key: string, current: PerformerTab): PerformerTab | null {
  const index = PERFORMER_TABS.indexOf(current);
  const count = PERFORMER_TABS.length;
  if (key === 'ArrowRight') return PERFORMER_TABS[(index + 1) % count] ?? null;
  if (key === 'ArrowLeft') return PERFORMER_TABS[(index - 1 + count) % count] ?? null;
  if (key === 'Home') return PERFORMER_TABS[0] ?? null;
  if (key === 'End') return PERFORMER_TABS[count - 1] ?? null;
  return null;
}

/**
 * The performer page's tabs (WAI-ARIA tabs pattern): only the active tab is in the tab order,
 * arrow keys, Home and End move to a tab and show it at once. On phones the profile tab reads
 * 'about me' (SPEC §2 mobile header); the stylesheet shows one of its two labels.
 */
export function PerformerTabs({ active, name, onSelect }: PerformerTabsProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<PerformerTab, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = tabFor(event.key, active);
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  }

  return (
    <div
      className="performer-tabs"
      role="tablist"
      aria-label={t('profile.tabs.label', { name })}
      onKeyDown={handleKeyDown}
    >
      {PERFORMER_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="performer-tabs__tab"
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {tab === 'chat' ? (
            t('profile.tabs.chat')
          ) : (
            <>
              <span className="performer-tabs__wide">{t('profile.tabs.profile')}</span>
              <span className="performer-tabs__narrow">{t('profile.tabs.aboutMe')}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
