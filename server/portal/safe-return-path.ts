/** A same-site path to go back to after a form post; anything else (absolute URLs, //host) becomes `fallback`. */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return fallback;
  return value;
}
