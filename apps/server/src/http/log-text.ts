// Text from a request on its way into a log line: one line, bounded, so nobody can forge log entries
// (a newline and a fake "INFO ..." after it) or flood the log through a long address.

/** Characters that end or rewrite a log line: C0 and C1 controls, DEL, line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `value` bounded to `max` characters, with control characters shown as \n, \r, \t or \u{…}. */
export function logText(value: string, max = 200): string {
  const bounded = value.length > max ? `${value.slice(0, max)}…(${value.length - max} more)` : value;
  return bounded.replace(controls, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    return `\\u{${character.codePointAt(0)!.toString(16)}}`;
  });
}
