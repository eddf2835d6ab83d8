import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes, describedBy, fieldId } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** Adds a first, empty option (e.g. "Any status" in a filter). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled select with hint and error text, same contract as Field. */
export function Select({
  name,
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectProps) {
  const fid = id ?? fieldId(name);
  const described = describedBy(fid, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={fid}>{label}</label>
      <select
        // React applies a select's defaultValue only when it mounts: when a form comes back with what the person
        // chose (after an error), a new default must mount a new select, or the choice would be lost.
        key={String(rest.defaultValue ?? '')}
        id={fid}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes fid={fid} hint={hint} error={error} />
    </div>
  );
}
