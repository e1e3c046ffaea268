import { LIMITS } from '../common/constants.model';

/** A chat line checked for sending: the trimmed text, or why nothing goes out. */
export type ChatMessageCheck =
  { kind: 'ok'; text: string } | { kind: 'empty' } | { kind: 'tooLong'; max: number };

/** A chat line is trimmed and 1 to 250 characters long (SPEC §5, §9). */
export function checkChatMessage(value: string): ChatMessageCheck {
  const text = value.trim();
  if (text.length === 0) return { kind: 'empty' };
  if (text.length > LIMITS.chatMessageMax) return { kind: 'tooLong', max: LIMITS.chatMessageMax };
  return { kind: 'ok', text };
}
