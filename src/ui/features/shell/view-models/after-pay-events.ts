/** How a payment left the ready state (SPEC §4): bought, with the credits bought, or failed. */
export interface AfterPay {
  outcome: 'bought' | 'failed';
  /** The credits bought; 0 when the payment failed. */
  credits: number;
}

export type AfterPayHandler = (event: AfterPay) => void;

/**
 * SPEC §4's after-pay events: when a payment's status leaves ready, the payment window closes,
 * the after-pay event goes to every listener, and on the performer page the performer-page
 * (streambox) after-pay event to the page's listeners, her live room among them.
 */
export class AfterPayEvents {
  private readonly everywhere = new Set<AfterPayHandler>();
  private readonly performerPage = new Set<AfterPayHandler>();

  /** The after-pay event, on any page. Returns the unsubscribe. */
  onAfterPay(handler: AfterPayHandler): () => void {
    this.everywhere.add(handler);
    return () => this.everywhere.delete(handler);
  }

  /** The performer page's after-pay event: only while the performer page is shown. */
  onPerformerPageAfterPay(handler: AfterPayHandler): () => void {
    this.performerPage.add(handler);
    return () => this.performerPage.delete(handler);
  }

  /** Sends the after-pay event, and the performer page's too when that page is shown. */
  emit(event: AfterPay, onPerformerPage: boolean): void {
    for (const handler of [...this.everywhere]) handler(event);
    if (onPerformerPage) for (const handler of [...this.performerPage]) handler(event);
  }
}
