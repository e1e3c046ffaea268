import { LIMITS } from '../common/constants.model';
import { trimmed } from '../common/trimmed';

export interface PrivateMessageDraft {
  text: string;
  /** Image data of an attachment, or null. */
  attachment: string | null;
}

/** A draft checked for sending: what goes out, or why nothing goes out. */
export type PrivateMessageCheck =
  | { kind: 'ok'; message: string | null; attachment: string | null }
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number };

/**
 * Checks a private-message draft (SPEC §5): text is trimmed and at most 255 characters; a blank
 * text without an attachment is 'empty' (ignored); a blank text with an attachment sends null text.
 */
export function checkPrivateMessage(draft: PrivateMessageDraft): PrivateMessageCheck {
  const text = trimmed(draft.text);
  const attachment = draft.attachment && draft.attachment.length > 0 ? draft.attachment : null;
  if (text.length > LIMITS.privateMessageMax) return { kind: 'tooLong', max: LIMITS.privateMessageMax };
  if (text === '' && attachment === null) return { kind: 'empty' };
  return { kind: 'ok', message: text === '' ? null : text, attachment };
}
