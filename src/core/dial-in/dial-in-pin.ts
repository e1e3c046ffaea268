import { IsNotEmpty, Matches } from 'class-validator';
import { collectErrors, trimmed, type FieldErrors } from '../common/validation-keys';

class DialInPinForm {
  @IsNotEmpty({ message: 'validation.required' })
  @Matches(/^\d{4}$/, { message: 'validation.invalidPin' })
  pincode = '';
}

/** Validates a dial-in pin: required and exactly 4 digits after trimming ('invalidPin'). */
export function validateDialInPin(input: { pincode: string }): FieldErrors<'pincode'> {
  return collectErrors(Object.assign(new DialInPinForm(), { pincode: trimmed(input.pincode) }), ['pincode']);
}
