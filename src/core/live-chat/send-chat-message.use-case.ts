import { checkChatMessage } from './chat-message.rules';
import { ERROR_LABELS, isApiError } from '../common/api-error.model';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { ChatTab } from './chat-room.model';

export interface SendChatInput {
  text: string;
  tab: ChatTab;
}

export type SendChatError =
  { kind: 'empty' } | { kind: 'tooLong'; max: number } | { kind: 'notStarted' } | { kind: 'notSent' };

/**
 * Writes a line in the room (POST chat/action message): trimmed, 1 to 250 characters (SPEC §9).
 * The private and VIP tabs speak to the performer ('host'), the others to the room. Refused as
 * not in a room is 'notStarted' ('You did not start the chat!'); any other failure 'notSent', so
 * the line stays with a retry.
 */
export class SendChatMessage {
  constructor(private readonly chat: ChatEngine) {}

  async execute(input: SendChatInput): Promise<Result<{ text: string }, SendChatError>> {
    const checked = checkChatMessage(input.text);
    if (checked.kind !== 'ok') return fail(checked);
    const { text } = checked;
    const messageType = input.tab === 'private' || input.tab === 'vip' ? 'host' : 'room';
    try {
      await this.chat.action({ action: 'message', message: text, messageType });
      return ok({ text });
    } catch (error) {
      if (isApiError(error) && error.label === ERROR_LABELS.forbidden) return fail({ kind: 'notStarted' });
      return fail({ kind: 'notSent' });
    }
  }
}
