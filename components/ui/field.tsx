import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** `order.items[0].quantity` -> a valid, stable element id. */
export function fieldId(name: string): string {
  return `f-${name.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  /** The zod path of the value, e.g. `merchant.name`: the same string the API's validation_errors use. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled input with its hint and its error text beside it (aria-invalid + aria-describedby). */
export function Field({ name, label, hint, error, id, className, ...input }: FieldProps) {
  const fid = id ?? fieldId(name);
  const described = describedBy(fid, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={fid}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={fid}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      <FieldNotes fid={fid} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function TextArea({ name, label, hint, error, id, className, ...rest }: TextAreaProps) {
  const fid = id ?? fieldId(name);
  const described = describedBy(fid, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={fid}>{label}</label>
      <textarea
        id={fid}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      <FieldNotes fid={fid} hint={hint} error={error} />
    </div>
  );
}

/** The ids of a field's hint and error text for aria-describedby; undefined when it has neither. */
export function describedBy(
  fid: string,
  hint: ReactNode,
  error: string | null | undefined,
): string | undefined {
  return [hint ? `${fid}-hint` : null, error ? `${fid}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error text, under the ids describedBy names. */
export function FieldNotes({ fid, hint, error }: { fid: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${fid}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${fid}-error`} error={error} />
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}
