const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/**
 * A `datetime-local` input's value read as UTC, as the portal shows every time: `2026-05-20T14:30` becomes
 * `2026-05-20T14:30:00Z` (seconds kept when given). Anything else (a bare date, a full ISO date-time, a typo) is
 * passed on as given, so the API's own schema judges it; empty is undefined.
 */
export function utcFromDateTimeLocal(value: FormDataEntryValue | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (!v) return undefined;
  const m = LOCAL_DATE_TIME.exec(v);
  return m ? `${m[1]}${m[2] ?? ':00'}Z` : v;
}
