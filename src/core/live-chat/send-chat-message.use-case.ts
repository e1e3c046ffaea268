import { checkChatMessage } from './chat-message.rules';
import { attempt } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { ChatTab } from './chat-room.model';
import { NOT_STARTED } from './room-commands.use-case';

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
      const sent = await attempt(
        () => this.chat.action({ action: 'message', message: text, messageType }),
        NOT_STARTED,
      );
      return sent.ok ? ok({ text }) : sent;
    } catch {
      return fail({ kind: 'notSent' });
    }
  }
}
