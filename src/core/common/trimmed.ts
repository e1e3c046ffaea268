// A file of its own, without class-validator: the messenger's composer checks its draft with it
// (private-message.ts), and its page must not load the forms' validation library for that.

/** Trims a form input; anything that is not a string becomes the empty string. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
