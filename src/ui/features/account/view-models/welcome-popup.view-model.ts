import { makeAutoObservable, runInAction } from 'mobx';
import type { LanderConfig, LanderText } from '../../../../core/account/lander.model';
import type { Locale } from '../../../../core/common/locale.model';
import { formatCredits } from '../../../../core/wallet/pricing';
import { webMailFor, type WebMailProvider } from '../../../../core/account/web-mail';
import type { WelcomeLayout } from '../../../../core/account/load-lander.use-case';
import type { AccountFeature } from '../../../../composition/features/account';
import type { PerformersFeature } from '../../../../composition/features/performers';
import type { Clock, TimerHandle } from '../../../../ports/clock.port';
import type { Logger } from '../../../../ports/logger.port';

/** SPEC §9: the resend confirmation disappears after 10 s. */
export const RESEND_CONFIRMATION_MS = 10_000;
/** SPEC §2: the popup shows three sample pictures. */
export const SAMPLE_COUNT = 3;

/**
 * Why the popup is open: right after registration ('confirmation'), from the header's claim
 * button ('reminder'), or after an automatic login of an unverified member ('lander').
 */
export type WelcomeMode = 'confirmation' | 'reminder' | 'lander';
export type ResendState = 'idle' | 'sending' | 'sent' | 'alreadyVerified' | 'failed';

/** What the popup was opened for and whom. */
export interface WelcomePopupOptions {
  mode: WelcomeMode;
  /** The address the verification e-mail went to. */
  email: string;
  /** The welcome-credits amount (marketing configuration). */
  credits: number;
  /** The member's lander: chooses the layout of the 'lander' popup. */
  lander: string | null;
}

export interface WelcomeSample {
  username: string;
  snapshot: string;
}

/** The use-cases the popup runs: the account's lander and resend, the performers' sample pictures. */
export type WelcomePopupUseCases = Pick<AccountFeature, 'loadLander' | 'resendActivation'> &
  Pick<PerformersFeature, 'listPerformers'>;

export interface WelcomePopupDependencies {
  timers: Pick<Clock, 'setTimeout' | 'clear'>;
  logger: Logger;
  /** The page's locale: the lander's texts and the sample pictures' language ordering. */
  locale: Locale;
}

/** The lander's texts to look for, best first: the page's language, plain Dutch for Belgium, English. */
function landerLanguages(locale: Locale): string[] {
  return locale === 'be' ? ['nl-BE', 'be', 'nl', 'en'] : [locale, 'en'];
}

/**
 * The welcome-credits popup (SPEC §2): its layout (the member's lander or the default), three
 * sample pictures, resending the verification e-mail with a confirmation that goes after 10 s, and
 * the special layout's button that flips to 'credits sent' once a verification e-mail is sent. A
 * failed resend returns the button to its first state (SPEC §8). Call `dispose` on unmount.
 */
export class WelcomePopupViewModel {
  /** Null while the lander's layout is loading. */
  layout: WelcomeLayout | null;
  samples: WelcomeSample[] = [];
  resend: ResendState = 'idle';
  /** The special layout shows 'credits sent' instead of its button. */
  flipped: boolean;
  private timer: TimerHandle | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly useCases: WelcomePopupUseCases,
    private readonly deps: WelcomePopupDependencies,
    readonly options: WelcomePopupOptions,
  ) {
    // Only the lander popup follows the member's lander; the others use the default layout.
    this.layout = options.mode === 'lander' ? null : { layout: 'default' };
    // Right after registration the verification e-mail has just been sent.
    this.flipped = options.mode === 'confirmation';
    makeAutoObservable<this, 'useCases' | 'deps' | 'timer' | 'loading'>(
      this,
      { useCases: false, deps: false, options: false, timer: false, loading: false },
      { autoBind: true },
    );
  }

  get mode(): WelcomeMode {
    return this.options.mode;
  }

  get email(): string {
    return this.options.email;
  }

  /** The amount as the site shows credits (dot as thousands separator). */
  get amount(): string {
    return formatCredits(this.options.credits);
  }

  /** The member's web mail when the address belongs to a known provider, else null. */
  get webMail(): WebMailProvider | null {
    return webMailFor(this.options.email);
  }

  get lander(): LanderConfig | null {
    return this.layout?.layout === 'lander' ? this.layout.lander : null;
  }

  get sending(): boolean {
    return this.resend === 'sending';
  }

  /** A text of the lander's configuration in the page's language, else English, else null. */
  landerText(key: LanderText): string | null {
    const texts = this.lander?.i18n;
    if (!texts) return null;
    for (const language of landerLanguages(this.deps.locale)) {
      const text = texts[language]?.[key]?.trim();
      if (text) return text;
    }
    return null;
  }

  /** Loads the layout and then, for the default layout, the sample pictures. Runs once. */
  load(): Promise<void> {
    this.loading ??= this.loadAll();
    return this.loading;
  }

  /** Mails a new verification link; on success the confirmation shows for 10 s and the button flips. */
  async sendVerification(): Promise<void> {
    if (this.sending) return;
    this.stopTimer();
    this.resend = 'sending';
    try {
      const result = await this.useCases.resendActivation.execute();
      runInAction(() => {
        if (!result.ok) {
          this.resend = 'alreadyVerified';
          return;
        }
        this.resend = 'sent';
        this.flipped = true;
        this.timer = this.deps.timers.setTimeout(this.hideConfirmation, RESEND_CONFIRMATION_MS);
      });
    } catch (error) {
      this.deps.logger.error('Unable to resend the verification e-mail', error);
      runInAction(() => {
        this.resend = 'failed';
      });
    }
  }

  dispose(): void {
    this.stopTimer();
  }

  private hideConfirmation(): void {
    this.timer = null;
    if (this.resend === 'sent') this.resend = 'idle';
  }

  private stopTimer(): void {
    if (this.timer) this.deps.timers.clear(this.timer);
    this.timer = null;
  }

  private async loadAll(): Promise<void> {
    if (this.layout === null) {
      const layout = await this.chooseLayout();
      runInAction(() => {
        this.layout = layout;
      });
    }
    if (this.layout?.layout === 'default') await this.loadSamples();
  }

  private async chooseLayout(): Promise<WelcomeLayout> {
    try {
      return await this.useCases.loadLander.execute({ lander: this.options.lander });
    } catch (error) {
      // LoadLander does not fail on a missing lander; an unexpected failure falls back too.
      this.deps.logger.warn('Unable to load the lander; the default layout is used', error);
      return { layout: 'default' };
    }
  }

  private async loadSamples(): Promise<void> {
    try {
      const result = await this.useCases.listPerformers.execute({ locale: this.deps.locale });
      if (!result.ok) return;
      const samples = result.value.items
        .filter((item) => item.snapshot)
        .slice(0, SAMPLE_COUNT)
        .map(({ username, snapshot }) => ({ username, snapshot }));
      runInAction(() => {
        this.samples = samples;
      });
    } catch (error) {
      // The pictures only decorate the popup: without them it still does its job.
      this.deps.logger.warn('Unable to load the welcome popup pictures', error);
    }
  }
}
