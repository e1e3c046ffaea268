import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { ProgressBar } from '../components/common/progress-bar';
import { SiteFooter } from '../features/shell/components/site-footer';
import { DialInBanner } from '../features/dial-in/components/dial-in-banner';
import { DialInStatusSlot } from '../features/dial-in/components/dial-in-status-slot';
import { LegacyWallet } from '../features/wallet/components/legacy-wallet';
import { SiteHeader } from '../features/shell/components/site-header';
import { SandboxRibbon } from '../features/shell/components/sandbox-ribbon';
import { ModalHost } from '../features/shell/components/modal-host';
import { DrawerHost } from '../features/shell/components/drawer-host';
import { PageLoader } from '../features/shell/components/page-loader';
import { PopupDockSlot } from '../features/messaging';
import { FavouriteAlertsSlot } from '../features/performers/components/alerts/favourite-alerts-slot';
import { HydrationBoundary, rootHasHydrated, whenHydrated } from '../components/common/hydration-boundary';
import { usePageContext } from '../renderer/page-context';
import { useRoute } from '../renderer/use-route';
import { useSite } from '../renderer/use-site';
import { trackViewport, type ViewportViewModel } from '../features/shell/view-models/viewport.view-model';
import type { LayoutName } from './layout-name';
import '../styles/site.css';
import '../styles/motion.css';

interface LayoutState {
  path: string;
  footerOnMobile: boolean;
  dialIn: boolean;
  christmas: boolean;
}

function layoutClasses(name: LayoutName, state: LayoutState): string {
  const classes = ['layout', `layout--${name}`];
  if (state.dialIn) classes.push('layout--dial-in');
  // The christmasMode flag's seasonal theme (header.css).
  if (state.christmas) classes.push('layout--christmas');
  // SPEC §2: the messenger hides the header on mobile while a conversation is open.
  if (name === 'messenger' && /^\/messenger\/(?!new-conversation$)[^/]+$/.test(state.path))
    classes.push('layout--conversation-open');
  if (name === 'streambox' && !state.footerOnMobile) classes.push('layout--footer-hidden-mobile');
  return classes.join(' ');
}

// The header and the footer hydrate on their own, after the page's root.
function LaterHeader() {
  return (
    <HydrationBoundary>
      <SiteHeader />
    </HydrationBoundary>
  );
}

function LaterFooter({ seoText }: { seoText: string | undefined }) {
  return (
    <HydrationBoundary>
      <SiteFooter seoText={seoText} />
    </HydrationBoundary>
  );
}

/**
 * Measures the screen once the whole page has hydrated, its boundaries included: until then every
 * part must render what the server did (which cannot measure), or React finds a mismatch.
 */
function useViewportAfterHydration(viewport: ViewportViewModel): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    whenHydrated(() => {
      if (mounted) stop = trackViewport(viewport, window);
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [viewport]);
}

/**
 * Marks #root once the page has hydrated, its boundaries included: the end-to-end tests wait for it.
 */
function useHydratedMark(): void {
  useEffect(() => {
    whenHydrated(() => document.getElementById('root')?.setAttribute('data-hydrated', ''));
    rootHasHydrated();
  }, []);
}

/**
 * The SPEC §2 layouts in one frame: default, white-label (the default for partners configured
 * so: header image and SEO content), messenger and streambox. Every layout holds the global
 * modals, the progress bar and the dial-in banner, which shifts the header height.
 */
export const SiteLayout = observer(function SiteLayout(props: { name: LayoutName; children: ReactNode }) {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const route = useRoute();
  const { seoText } = usePageContext();
  // The server's reading of the cookie starts it; the tab's dial-in flow keeps it current.
  const dialIn = shell.dialIn;
  useViewportAfterHydration(shell.viewport);
  useHydratedMark();
  const whiteLabel = site.layout === 'whitelabel' && props.name === 'default';
  const state = { path: route.path, footerOnMobile: shell.streamboxFooterOnMobile, dialIn: dialIn.active };
  const className = layoutClasses(props.name, { ...state, christmas: site.features.christmasMode });
  return (
    <div className={className}>
      {site.sandbox && <SandboxRibbon />}
      <ProgressBar />
      {dialIn.active && <DialInBanner />}
      <LaterHeader />
      <LegacyWallet />
      <DialInStatusSlot status={dialIn} />
      {whiteLabel && site.headerImage && (
        <div className="white-label-header">
          <img src={site.headerImage} alt="" width={1200} height={300} />
        </div>
      )}
      <main id="main" tabIndex={-1}>
        {props.children}
        {whiteLabel && seoText && (
          <section className="seo-content" aria-label={t('footer.about')}>
            <p>{seoText}</p>
          </section>
        )}
      </main>
      <LaterFooter seoText={whiteLabel ? undefined : seoText} />
      <ModalHost />
      <DrawerHost />
      <PageLoader />
      {/* SPEC §2: members get conversation pop-ups everywhere but in the messenger itself. */}
      {shell.loggedIn && site.features.messenger && props.name !== 'messenger' && <PopupDockSlot />}
      {shell.loggedIn && <FavouriteAlertsSlot />}
    </div>
  );
});
