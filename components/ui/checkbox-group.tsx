import type { ReactNode } from 'react';
import { FieldNotes, describedBy, fieldId } from './field';

interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/**
 * Several values of one name (`type=a&type=b`), chosen with checkboxes in a fieldset: a plain form sends each
 * checked value, with or without JavaScript. Same contract as Field and Select (hint, error beside it).
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  defaultValues = [],
  hint,
  error,
  id,
  className,
}: {
  name: string;
  legend: ReactNode;
  options: CheckboxOption[];
  defaultValues?: readonly string[];
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
}) {
  const fid = id ?? fieldId(name);
  const described = describedBy(fid, hint, error);
  return (
    <fieldset
      className={['checkbox-group', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}
      aria-describedby={described}
    >
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="checkbox">
          <input
            type="checkbox"
            name={name}
            value={o.value}
            defaultChecked={defaultValues.includes(o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
      <FieldNotes fid={fid} hint={hint} error={error} />
    </fieldset>
  );
}
