import { autorun } from 'mobx';
import type { FieldErrors, ValidationKey } from '../../../../src/core/common/validation-keys';
import { FormState, type FormStateOptions } from '../../../../src/ui/forms/form-state';

/** A small form of its own: a note (required, at most 5 characters) and a kept-or-not checkbox. */
interface Values {
  note: string;
  keep: boolean;
}

type Flag = 'taken' | 'sticky' | 'unexpected';

function validate(values: Values): FieldErrors<keyof Values> {
  const note: ValidationKey[] = [];
  if (values.note.trim() === '') note.push('validation.required');
  else if (values.note.trim().length > 5) note.push('validation.maxLength');
  return { note, keep: values.keep ? [] : ['validation.ageAndTerms'] };
}

function form(options: Partial<FormStateOptions<Values, Flag>> = {}) {
  return new FormState<Values, Flag>({
    initial: { note: '', keep: false },
    validate,
    unexpected: 'unexpected',
    ...options,
  });
}

/** A send that the test finishes by hand, to look at the form while it is on its way. */
function pending() {
  let finish: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (finish = resolve));
  return { send: jest.fn(() => sent), finish };
}

function fill(state: FormState<Values, Flag>, note: string, keep = true) {
  state.set('note', note);
  state.set('keep', keep);
}

describe('FormState fields', () => {
  it('starts from the initial values and keeps what is set', () => {
    const state = form();
    expect(state.values).toEqual({ note: '', keep: false });
    fill(state, 'hello');
    expect(state.values).toEqual({ note: 'hello', keep: true });
  });

  it('checks a field on blur only once it was typed in, and clears the error once the field is valid', () => {
    const state = form();
    state.blur('note');
    expect(state.errors.note).toBeUndefined();
    const shown = ['  ', 'much too long', 'fine'].map((note) => {
      state.set('note', note);
      state.blur('note');
      return state.errors.note;
    });
    expect(shown).toEqual(['validation.required', 'validation.maxLength', undefined]);
    expect(state.errors.keep).toBeUndefined();
  });

  it('clears the focused field’s error only, and any flag by default', async () => {
    const state = form();
    await state.submit(jest.fn());
    expect(state.errors).toEqual({ note: 'validation.required', keep: 'validation.ageAndTerms' });
    state.setFlag('taken');
    state.focus('note');
    expect(state.errors).toEqual({ note: undefined, keep: 'validation.ageAndTerms' });
    expect(state.flag).toBeNull();
    state.clearError('keep');
    expect(state.hasErrors).toBe(false);
  });

  it('keeps a flag on focus where clearsOnFocus says so', () => {
    const state = form({ clearsOnFocus: (flag, field) => flag !== 'sticky' && field === 'keep' });
    state.setFlag('sticky');
    state.focus('keep');
    expect(state.flag).toBe('sticky');
    state.setFlag('taken');
    state.focus('note');
    expect(state.flag).toBe('taken');
    state.focus('keep');
    expect(state.flag).toBeNull();
  });

  it('tells onEdit about every change of a value', () => {
    const onEdit = jest.fn();
    const state = form({ onEdit });
    fill(state, 'a');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('binds one field’s commands for handlers that pass no field name', () => {
    const state = form();
    const note = state.field('note');
    note.blur();
    expect(state.errors.note).toBeUndefined();
    note.set('');
    note.blur();
    expect(state.errors.note).toBe('validation.required');
    note.focus();
    expect(state.errors.note).toBeUndefined();
    expect(state.values.note).toBe('');
  });
});

describe('FormState submit', () => {
  it('sends nothing while a rule is broken and shows every field’s first error', async () => {
    const state = form();
    const send = jest.fn(async () => undefined);
    state.set('note', 'much too long');
    await state.submit(send);
    expect(send).not.toHaveBeenCalled();
    expect(state.errors).toEqual({ note: 'validation.maxLength', keep: 'validation.ageAndTerms' });
    expect(state.values.note).toBe('much too long');
  });

  it('is submitting while the send is on its way, sends once however often it is asked, and keeps the values', async () => {
    const state = form();
    const { send, finish } = pending();
    fill(state, 'hello');
    state.setFlag('taken');
    const first = state.submit(send);
    expect([state.submitting, state.blocked, state.flag]).toEqual([true, true, null]);
    await state.submit(send);
    finish();
    await first;
    expect(send).toHaveBeenCalledTimes(1);
    expect([state.submitting, state.values.note]).toEqual([false, 'hello']);
  });

  it('shows a refusal: broken rules on their fields, any other kind as the flag', async () => {
    const state = form();
    fill(state, 'hello');
    await state.submit(async () =>
      state.refuse({ kind: 'invalid', errors: { note: ['validation.invalidCharacters'], keep: [] } }),
    );
    expect(state.errors).toEqual({ note: 'validation.invalidCharacters' });
    expect(state.flag).toBeNull();
    await state.submit(async () => state.refuse({ kind: 'taken' }));
    expect(state.flag).toBe('taken');
    expect(state.values).toEqual({ note: 'hello', keep: true });
  });

  it('shows the unexpected flag when the send throws, keeping what was typed', async () => {
    const state = form();
    fill(state, 'hello');
    await state.submit(async () => {
      throw new Error('network down');
    });
    expect([state.flag, state.submitting, state.values.note]).toEqual(['unexpected', false, 'hello']);
  });

  it('holds the submit while a holding flag shows, until a focus clears it', async () => {
    const state = form({ holdsSubmit: (flag) => flag === 'taken' });
    const send = jest.fn(async () => undefined);
    fill(state, 'hello');
    state.setFlag('unexpected');
    expect(state.blocked).toBe(false);
    state.setFlag('taken');
    expect(state.blocked).toBe(true);
    await state.submit(send);
    expect(send).not.toHaveBeenCalled();
    state.focus('note');
    await state.submit(send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('holds the submit while an error shows when errorsHoldSubmit is set', async () => {
    const state = form({ errorsHoldSubmit: true });
    const send = jest.fn(async () => undefined);
    state.set('note', '');
    state.blur('note');
    state.set('note', 'hello');
    state.set('keep', true);
    expect(state.blocked).toBe(true);
    await state.submit(send);
    expect([send.mock.calls.length, state.errors.note]).toEqual([0, 'validation.required']);
    state.focus('note');
    await state.submit(send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes back to the initial values on reset, with nothing typed in, no errors and no flag', async () => {
    const state = form();
    fill(state, 'much too long');
    await state.submit(jest.fn());
    state.setFlag('taken');
    state.reset();
    expect([state.values, state.errors, state.flag]).toEqual([{ note: '', keep: false }, {}, null]);
    state.blur('note');
    expect(state.errors.note).toBeUndefined();
  });
});

describe('FormState observed', () => {
  it('lets observers see the values and the submit state change', async () => {
    const state = form();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${state.values.note}|${state.submitting}|${state.flag}`));
    state.set('note', 'hello');
    state.set('keep', true);
    const { send, finish } = pending();
    const submitted = state.submit(send);
    finish();
    await submitted;
    stop();
    expect(seen).toEqual(['|false|null', 'hello|false|null', 'hello|true|null', 'hello|false|null']);
    expect([state.values.keep, state.errors, state.hasErrors, state.blocked]).toEqual([
      true,
      {},
      false,
      false,
    ]);
  });
});
