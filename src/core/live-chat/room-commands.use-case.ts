import { nicknameFits } from './nickname.rules';
import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { LIMITS } from '../common/constants.model';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Logger } from '../../ports/logger.port';

/** A room command the engine refused: not in a room ('You did not start the chat!'), or any other failure. */
export type RoomCommandError = { kind: 'notStarted' } | { kind: 'failed' };

/** The engine's refusal of a command from a visitor who is not in a room (SPEC §8 forbidden). */
export const NOT_STARTED: LabelMap<{ kind: 'notStarted' }> = {
  [ERROR_LABELS.forbidden]: { kind: 'notStarted' },
};

async function command(run: () => Promise<unknown>): Promise<Result<void, RoomCommandError>> {
  try {
    const done = await attempt(run, NOT_STARTED);
    return done.ok ? ok(undefined) : done;
  } catch {
    return fail({ kind: 'failed' });
  }
}

/** Ends this member's VIP show (POST chat/action stopVip). */
export class StopVip {
  constructor(private readonly chat: ChatEngine) {}
  execute(): Promise<Result<void, RoomCommandError>> {
    return command(() => this.chat.action({ action: 'stopVip' }));
  }
}

/** Sends the member's own camera to the performer (start camback). */
export class StartCamback {
  constructor(private readonly chat: ChatEngine) {}
  execute(): Promise<Result<void, RoomCommandError>> {
    return command(() => this.chat.startCamback());
  }
}

/** Stops the member's camback, by the member's own choice. */
export class StopCamback {
  constructor(private readonly chat: ChatEngine) {}
  execute(): Promise<Result<void, RoomCommandError>> {
    return command(() => this.chat.stopCamback('member'));
  }
}

export type NicknameError = { kind: 'length'; min: number; max: number } | RoomCommandError;

/** A new nickname in the room (SPEC §5: 4 to 20 characters, trimmed). */
export class ChangeNickname {
  constructor(private readonly chat: ChatEngine) {}
  async execute(nickname: string): Promise<Result<string, NicknameError>> {
    const newNickname = nickname.trim();
    if (!nicknameFits(newNickname)) {
      return fail({ kind: 'length', min: LIMITS.nicknameMin, max: LIMITS.nicknameMax });
    }
    const changed = await command(() => this.chat.action({ action: 'changeNickname', newNickname }));
    return changed.ok ? ok(newNickname) : changed;
  }
}

/** Reports a player failure to the engine (POST chat/error); a failing report is only logged. */
export class ReportPlayerError {
  constructor(
    private readonly chat: ChatEngine,
    private readonly logger: Logger,
  ) {}
  async execute(error: string): Promise<void> {
    try {
      await this.chat.reportError(error.slice(0, 2000));
    } catch (failure) {
      this.logger.warn('Reporting a player error failed', failure);
    }
  }
}
