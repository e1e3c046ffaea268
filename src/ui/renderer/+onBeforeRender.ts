import type { App } from '../../composition/app';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../core/common/locale.model';
import { DIAL_IN_STORAGE_KEY, parseDialInState } from '../../core/dial-in/dial-in.rules';
import { readAuthState } from '../../core/account/auth-state';
import type { AppConfig } from '../../composition/app-config';
import { resourcesJsonFor } from '../i18n/locale-resources.server';
import { serverI18n } from '../i18n/server-i18n';
import { isMobileUserAgent } from '../features/shell/view-models/viewport.view-model';
import { pendingMember } from '../../core/shell/member-shell.model';
import { requestMember } from './request-member';
import type { SiteInfo } from './vike-page-context';
import { sentAsJson } from './page-data';
import { SANDBOX_PERFORMER_SIGNUP } from '../../config/backend-config';

function requestApp(pageContext: PageContextServer): App {
  if (!pageContext.app) throw new Error('The server must pass a request App to renderPage()');
  return pageContext.app;
}

/** What a page's +data may say about itself: its title, description and SEO text. */
export interface PageMeta {
  title?: string;
  description?: string;
  seoText?: string;
}

function pageMeta(data: unknown): PageMeta {
  const meta = (data as { meta?: PageMeta } | null | undefined)?.meta;
  return meta && typeof meta === 'object' ? meta : {};
}

function siteInfo(config: AppConfig, browser: AppConfig | undefined): SiteInfo {
  const { whiteLabel } = config;
  return {
    name: whiteLabel.name,
    footerLinks: {
      ...whiteLabel.footerLinks,
      // The default install's performer sign-up is the sandbox's stand-in for a partner's page.
      earnMoney: whiteLabel.footerLinks.earnMoney || (config.sandbox ? SANDBOX_PERFORMER_SIGNUP : ''),
    },
    ageGateExit: whiteLabel.ageGateExit,
    billingName: whiteLabel.billingName,
    vapidPublicKey: whiteLabel.vapidPublicKey,
    year: new Date().getFullYear(),
    features: whiteLabel.features,
    layout: whiteLabel.layout,
    navMode: whiteLabel.navMode,
    headerImage: whiteLabel.headerImage,
    theme: whiteLabel.theme,
    welcomeCredits: whiteLabel.marketing.doubleOptInWelcomeCredits,
    freeTeaserCredits: whiteLabel.marketing.freeTeaserCredits,
    affiliateCode: whiteLabel.affiliateCode,
    walletUrl: browser?.backend.walletPageUrl ?? null,
    sandbox: config.sandbox === true,
  };
}

/**
 * Runs on the server for every page, first load and client navigation alike: the request's
 * language resources, the member (from the stored token; pending when the backend did not describe
 * them) and the frame's white-label facts.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const app = requestApp(pageContext);
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  app.setLanguage(locale);
  const i18n = serverI18n(locale);
  const { config } = app;
  const { cookie } = app.storages;
  const dialIn = cookie.get(DIAL_IN_STORAGE_KEY);
  const meta = pageMeta(pageContext.data);
  const member = await requestMember(app);
  // Read after the restore, which logs out a session the backend ended.
  const auth = readAuthState(cookie);
  return {
    pageContext: {
      pageData: pageContext.data,
      data: sentAsJson(pageContext.data),
      i18n,
      i18nResourcesJson: resourcesJsonFor(locale, pageContext.config.texts ?? []),
      member,
      pendingMember: pendingMember(member, auth),
      mobileAgent: isMobileUserAgent(pageContext.headers?.['user-agent']),
      ageVerified: auth.ageVerified,
      dialInActive: parseDialInState(dialIn).active,
      dialInStored: dialIn !== null,
      title: meta.title ?? i18n.t('meta.title', { site: config.whiteLabel.name }),
      description: meta.description ?? i18n.t('meta.description'),
      seoText: meta.seoText,
      site: siteInfo(config, pageContext.browserConfig),
    },
  };
}
