import { makeAutoObservable } from 'mobx';
import { LIMITS } from '../../../../core/common/constants.model';

/** SPEC §9: tooltips only above 768 px; device-resize updates at most every 50 ms. */
export const TOOLTIP_MIN_WIDTH = 768;
export const RESIZE_UPDATE_MS = 50;

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** True for a phone or tablet user agent (SPEC §9: mobile also by user agent). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

/**
 * The visitor's screen: mobile under 1024 px or by user agent (SPEC §9). The server knows only
 * the user agent, so the first frame guesses from it; the browser then measures.
 */
export class ViewportViewModel {
  width: number | null = null;

  constructor(private readonly mobileAgent: boolean) {
    makeAutoObservable<this, 'mobileAgent'>(this, { mobileAgent: false }, { autoBind: true });
  }

  get isMobile(): boolean {
    if (this.width === null) return this.mobileAgent;
    return this.width < LIMITS.mobileMaxWidth || this.mobileAgent;
  }

  get tooltips(): boolean {
    return this.width !== null && this.width > TOOLTIP_MIN_WIDTH;
  }

  measure(width: number): void {
    this.width = width;
  }
}

/** Keeps a viewport model measured while the tab lives; returns the way to stop. */
export function trackViewport(viewport: ViewportViewModel, target: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    timer = setTimeout(() => viewport.measure(target.innerWidth), RESIZE_UPDATE_MS);
  };
  viewport.measure(target.innerWidth);
  target.addEventListener('resize', update);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', update);
  };
}
