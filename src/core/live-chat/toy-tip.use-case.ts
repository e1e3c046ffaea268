import { ok, type Result } from '../common/result.model';
import { TOY_PRESETS } from './chat.model';
import type { Tip, TipError, TipSent } from './tip.use-case';

export type ToyPresetName = (typeof TOY_PRESETS)[number]['name'];

export interface ToyTipSent extends TipSent {
  /** The strength her toy vibrates at (SPEC §9 toy presets). */
  vibrate: number;
}

/**
 * A toy tip (SPEC §9): medium 100, hard 500, extreme 1000 credits vibrate her toy at 2, 10, 20.
 * It is a tip like any other for the engine (which runs the toy), so it shares Tip's rules.
 */
export class ToyTip {
  constructor(private readonly tip: Tip) {}

  async execute(input: {
    preset: ToyPresetName;
    isPublic?: boolean;
    /** As Tip's: the same at every retry, so a retry is charged once. */
    clientId?: string;
  }): Promise<Result<ToyTipSent, TipError>> {
    const preset = TOY_PRESETS.find((candidate) => candidate.name === input.preset) ?? TOY_PRESETS[0];
    const { isPublic = true, clientId } = input;
    const sent = await this.tip.execute({ amount: preset.amount, isPublic, clientId });
    if (!sent.ok) return sent;
    return ok({ ...sent.value, vibrate: preset.vibrate });
  }
}
