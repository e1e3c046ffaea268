import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** An i18n key of the field's first broken rule, or a server flag's text key. */
  error?: string | null;
  /**
   * i18next context of the error text: 'email' reads 'validation.mustMatch_email' where a field
   * needs its own wording, and the plain key otherwise.
   */
  errorContext?: string;
  /** A short rule of the field ('4-14 characters'), read out with it and shown under it. */
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled text input whose hint and error are announced and tied to it with aria-describedby. */
export function FormField({
  label,
  error,
  errorContext,
  hint,
  onValue,
  autoFocus,
  ...input
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoFocus={autoFocus}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {t(error, { context: errorContext })}
        </p>
      )}
    </div>
  );
}
