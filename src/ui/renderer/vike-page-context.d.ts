import type { App } from '../../composition/app';
import type { i18n } from 'i18next';
import type { Locale } from '../../core/common/locale.model';
import type { MemberShell, PendingMember } from '../../core/shell/member-shell.model';
import type { AppConfig } from '../../composition/app-config';
import type { FeatureFlags, WhiteLabelConfig } from '../../config/white-label';

/** The white-label facts the frame shows; computed on the server, sent to the browser. */
export interface SiteInfo {
  name: string;
  footerLinks: { affiliate: string; company: string; earnMoney: string };
  /** Where "I am under 18" on the age gate leads. */
  ageGateExit: string;
  /** The neutral company name on a member's bank or card statement. */
  billingName: string;
  /** The key browsers subscribe to Web Push with (the favourite alerts). */
  vapidPublicKey: string;
  year: number;
  features: FeatureFlags;
  layout: WhiteLabelConfig['layout'];
  navMode: WhiteLabelConfig['navMode'];
  headerImage: string | null;
  theme: WhiteLabelConfig['theme'];
  welcomeCredits: number;
  /** What a guest's free chat is worth, in credits (the free-chat room's teaser text). */
  freeTeaserCredits: number;
  /** The partner's own affiliate code, which a performer sign-up carries when no affiliate brought the visitor. */
  affiliateCode: string;
  /** The wallet service's page, for the legacy wallet (SPEC §2 layouts); null when not configured. */
  walletUrl: string | null;
  /** The embedded sandbox is the backend (not for production): the frame shows its ribbon. */
  sandbox: boolean;
}

/** What our renderer adds to vike's pageContext; `passToClient` in +config.ts sends some along. */
declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix, the domain or the cookie; Dutch otherwise. */
      locale?: Locale;
      /** Props for the page component. */
      pageProps?: Record<string, unknown>;
      /** Serialisable state rendered on the server that the browser hydrates from. */
      initialState?: Record<string, unknown>;
      /** Document title; the renderer falls back to the site name. */
      title?: string;
      /** Meta description of the page. */
      description?: string;
      /** The page's SEO text for the footer block. */
      seoText?: string;
      /**
       * Server only: the page may be kept for other visitors (by a shared cache), so it is
       * rendered whole before it is sent rather than streamed in parts.
       */
      renderWhole?: boolean;
      /** Server only, set by onRenderHtml: the SHA-256 hashes (base64) of the page's inline styles. */
      inlineStyleHashes?: string[];
      /** Server only: the App (the container) made for this request. */
      app?: App;
      /** Server only: the i18next instance of this request. */
      i18n?: i18n;
      /** Server only: the page's data as its +data hook made it; the browser gets it as text (page-data.ts). */
      pageData?: unknown;
      /** Sent to the browser: the texts of this page's locale, as JSON text (resourcesJsonFor). */
      i18nResourcesJson?: string;
      /** Sent to the browser: what the browser's App needs (public urls and keys). */
      browserConfig?: AppConfig;
      /** Sent to the browser: the logged-in member for the frame, or null for a guest. */
      member?: MemberShell | null;
      /** Sent to the browser: a member the cookie names whom the backend did not describe, or null. */
      pendingMember?: PendingMember | null;
      /** Sent to the browser: whether the user agent is a phone or tablet (SPEC §9). */
      mobileAgent?: boolean;
      /** Sent to the browser: a phone (dial-in) session is active, which shifts the header. */
      dialInActive?: boolean;
      /**
       * Sent to the browser: the request had a dial-in cookie, whose phone session the tab checks
       * with the backend after hydration (it need not read document.cookie for that).
       */
      dialInStored?: boolean;
      /** Sent to the browser: the age gate was already passed (SPEC §2 age gate). */
      ageVerified?: boolean;
      site?: SiteInfo;
    }
  }
}

export {};
