import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** An i18n key of the field's first broken rule, or a server flag's text key. */
  error?: string | null;
  onValue: (value: string) => void;
}

/** A labelled text input whose error is announced and tied to it with aria-describedby. */
export function FormField({ label, error, onValue, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
