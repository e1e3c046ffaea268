import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformerPageViewModel } from '../view-models/performer-page.view-model';
import { PerformerTabs } from './performer-tabs';

interface PerformerBarProps {
  vm: PerformerPageViewModel;
  actions?: ReactNode;
}

/**
 * The top of the performer page, inside the page's content: the back link home (phones only),
 * the name as the page heading, her status, the actions slot and the tabs. On phones, when she
 * can chat, the tabs take the name's place (SPEC §2 mobile header); the stylesheet does that, so
 * the server renders one page for every screen.
 */
export const PerformerBar = observer(function PerformerBar({ vm, actions }: PerformerBarProps) {
  const { t } = useTranslation();
  return (
    <div className="performer-page__bar">
      <a className="performer-page__back" href={vm.homeHref}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('profile.back')}</span>
      </a>
      <h1 className="performer-page__name">{vm.capName}</h1>
      <p className={`performer-page__status performer-mode performer-mode--${vm.mode}`}>
        {t(`profile.status.${vm.mode}`)}
      </p>
      {/* SLOT: the page's actions (the favourite toggle). */}
      {actions && <div className="performer-page__actions">{actions}</div>}
      <PerformerTabs active={vm.activeTab} name={vm.capName} onSelect={vm.selectTab} />
    </div>
  );
});
