import { makeAutoObservable, runInAction } from 'mobx';
import { firstErrors, type FieldErrors, type FirstErrors } from '../../core/common/validation-keys';

/** The names of a form's fields: the string keys of its values. */
export type FieldOf<Values> = Extract<keyof Values, string>;

/**
 * A submit the backend or a use-case refused, in the shape use-cases return: the broken rules per
 * field ('invalid'), or another kind that the form shows as its flag.
 */
export type Refusal<Field extends string, Flag> =
  { kind: 'invalid'; errors: FieldErrors<Field> } | { kind: Flag };

/** How one form behaves: its values, its rules and which flags clear or hold what. */
export interface FormStateOptions<Values extends object, Flag> {
  /** The values the form starts with, and returns to on `reset`. */
  initial: Values;
  /** Every broken rule of every field for these values (a core validate function). */
  validate: (values: Values) => FieldErrors<FieldOf<Values>>;
  /** The flag a submit shows when sending throws: an unexpected failure. */
  unexpected: Flag;
  /** Whether focusing `field` clears `flag`; by default every flag clears on any focus (SPEC §4). */
  clearsOnFocus?: (flag: Flag, field: FieldOf<Values>) => boolean;
  /** Flags that hold the submit until they clear, e.g. a value the backend said is taken. */
  holdsSubmit?: (flag: Flag) => boolean;
  /** Whether a field error on show holds the submit too (until the field is focused again). */
  errorsHoldSubmit?: boolean;
  /** Runs after every change of a value, e.g. to hide the message of the last success. */
  onEdit?: () => void;
}

/**
 * One field's commands bound to it, for handlers that pass no field name (`onFocus={vm.focus}`).
 * A class, not a plain object, so a view model's makeAutoObservable keeps it as it is.
 */
export class FieldCommands<Value> {
  constructor(
    readonly set: (value: Value) => void,
    readonly focus: () => void,
    readonly blur: () => void,
  ) {}
}

const everyFlag = (): boolean => true;
const noFlag = (): boolean => false;

/**
 * The state every form shares, composed into its view model: the values, which fields the visitor
 * typed in, the first broken rule per field, one flag for what a submit said besides field rules,
 * and whether a submit is on its way. A field is checked when the visitor leaves it after typing
 * in it and on submit; focusing a field clears its error and the flags that clear for it; what
 * was typed stays whatever a submit answers, until the form is `reset`.
 */
export class FormState<Values extends object, Flag> {
  values: Values;
  errors: FirstErrors<FieldOf<Values>> = {};
  flag: Flag | null = null;
  submitting = false;
  private readonly typedIn = new Set<FieldOf<Values>>();

  constructor(private readonly options: FormStateOptions<Values, Flag>) {
    this.values = { ...options.initial };
    makeAutoObservable<this, 'options' | 'typedIn'>(
      this,
      { options: false, typedIn: false },
      { autoBind: true },
    );
  }

  /** A value the visitor typed or chose; from now on the field is checked when they leave it. */
  set<Field extends FieldOf<Values>>(field: Field, value: Values[Field]): void {
    this.values[field] = value;
    this.typedIn.add(field);
    this.options.onEdit?.();
  }

  /** Clears the field's error, and the flag unless it is one that stays for this field. */
  focus(field: FieldOf<Values>): void {
    this.clearError(field);
    const clears = this.options.clearsOnFocus ?? everyFlag;
    if (this.flag !== null && clears(this.flag, field)) this.flag = null;
  }

  /** Checks a field the visitor typed in when they leave it; an untouched one stays quiet. */
  blur(field: FieldOf<Values>): void {
    if (!this.typedIn.has(field)) return;
    this.errors = { ...this.errors, [field]: this.check()[field] };
  }

  /** One field's commands bound to it, for a view model whose handlers take no field name. */
  field<Field extends FieldOf<Values>>(field: Field): FieldCommands<Values[Field]> {
    return new FieldCommands<Values[Field]>(
      (value) => this.set(field, value),
      () => this.focus(field),
      () => this.blur(field),
    );
  }

  /** Hides the field's error, e.g. when a checkbox that has no focus of its own changes. */
  clearError(field: FieldOf<Values>): void {
    this.errors = { ...this.errors, [field]: undefined };
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some(Boolean);
  }

  /** True while a submit would do nothing: one is on its way, or a holding flag or error shows. */
  get blocked(): boolean {
    const holds = this.options.holdsSubmit ?? noFlag;
    const flagHolds = this.flag !== null && holds(this.flag);
    return this.submitting || flagHolds || (this.options.errorsHoldSubmit === true && this.hasErrors);
  }

  /** Shows the first broken rule of each field, e.g. the ones a use-case found. */
  showErrors(errors: FieldErrors<FieldOf<Values>>): void {
    this.errors = firstErrors(errors);
  }

  /** Shows what a submit said besides field rules, e.g. a refusal with its own text. */
  setFlag(flag: Flag): void {
    this.flag = flag;
  }

  /** Shows a refused submit: its broken rules on the fields, any other kind as the flag. */
  refuse(refusal: Refusal<FieldOf<Values>, Flag>): void {
    if ('errors' in refusal) this.showErrors(refusal.errors);
    else this.flag = refusal.kind;
  }

  /**
   * Checks every field and, unless the form is blocked or a rule is broken, runs `send`, which
   * reports a refusal through `refuse` or `setFlag`; a throw shows the unexpected flag. The values
   * stay as typed.
   */
  async submit(send: () => Promise<void>): Promise<void> {
    if (this.blocked) return;
    this.errors = this.check();
    if (this.hasErrors) return;
    this.submitting = true;
    this.flag = null;
    try {
      await send();
    } catch {
      runInAction(() => (this.flag = this.options.unexpected));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Back to the initial values with nothing typed in, no errors and no flag (after a success). */
  reset(): void {
    this.values = { ...this.options.initial };
    this.typedIn.clear();
    this.errors = {};
    this.flag = null;
  }

  private check(): FirstErrors<FieldOf<Values>> {
    return firstErrors(this.options.validate(this.values));
  }
}
