import { IsNotEmpty, MaxLength } from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import { collectErrors, trimmed, type FieldErrors } from './validation-keys';

class ChatMessageForm {
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(LIMITS.chatMessageMax, { message: 'validation.maxLength' })
  message = '';
}

/** Validates a live-chat message: 1-250 characters after trimming. */
export function validateChatMessage(input: { message: string }): FieldErrors<'message'> {
  return collectErrors(Object.assign(new ChatMessageForm(), { message: trimmed(input.message) }), [
    'message',
  ]);
}
