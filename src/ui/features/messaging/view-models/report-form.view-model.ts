import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportReason } from '../../../../core/messaging/conversation.model';
import type { ReportError } from '../../../../core/messaging/report-performer.use-case';
import type { MessagingFeature } from '../../../../composition/features/messaging';

/**
 * The report of a performer: a reason from the short list, the member's optional words. A refused
 * or failed report keeps what he chose and wrote; a sent one is confirmed with what was sent.
 */
export class ReportFormViewModel {
  reason: ReportReason | null = null;
  text = '';
  sending = false;
  error: ReportError | null = null;
  sent: { reason: ReportReason; text: string; reportId: string } | null = null;

  constructor(
    private readonly feature: () => Promise<MessagingFeature>,
    private readonly performerId: number,
  ) {
    makeAutoObservable<this, 'feature' | 'performerId'>(
      this,
      { feature: false, performerId: false },
      { autoBind: true },
    );
  }

  choose(reason: ReportReason): void {
    this.reason = reason;
    if (this.error?.kind === 'noReason') this.error = null;
  }

  write(text: string): void {
    this.text = text;
    if (this.error?.kind === 'textTooLong') this.error = null;
  }

  async send(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.error = null;
    const input = { performerId: this.performerId, reason: this.reason, text: this.text };
    const result = await this.feature()
      .then((feature) => feature.reportPerformer.execute(input))
      .catch(() => ({ ok: false as const, error: { kind: 'unavailable' as const } }));
    runInAction(() => {
      this.sending = false;
      if (!result.ok) this.error = result.error;
      else this.sent = { reason: input.reason!, text: input.text.trim(), reportId: result.value.reportId };
    });
  }
}
