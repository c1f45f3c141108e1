import { RE2JS } from 're2js';

/**
 * A form field's validation pattern (issue 20). Patterns are written by admins in JavaScript syntax and run
 * against clients' answers on the server and in the browser, so they are matched by RE2 (re2js), whose time is
 * linear in the answer: no pattern can freeze the server (ReDoS). What RE2 cannot do in linear time
 * (backreferences, lookaround) is refused when the form is saved.
 */

/** JavaScript syntax (`\u00e9`, `\cJ`, `/`) in RE2's; re2js's own translation, so `\u` escapes keep working. */
const toRe2 = (pattern: string): string => RE2JS.translateRegExp(pattern);

/**
 * A named backreference (`\k<name>`): re2js's translation would turn it into the literal text `k<name>`, so it
 * is found here and refused like `\1`. An odd run of backslashes before the `k` makes it an escape.
 */
const NAMED_BACKREFERENCE = /(?:^|[^\\])(?:\\\\)*\\k</;

export type PatternProblem = 'invalido' | 'no_admitido';

/**
 * Why a pattern cannot be saved, or null: `invalido` when it is not a JavaScript regular expression (Unicode
 * mode, as admins know them and as before), `no_admitido` when it uses what RE2 lacks.
 */
export function patternProblem(pattern: string): PatternProblem | null {
  try {
    new RegExp(pattern, 'u'); // Compiling only: a JavaScript RegExp never matches an answer.
  } catch {
    return 'invalido';
  }
  if (NAMED_BACKREFERENCE.test(pattern)) return 'no_admitido';
  return compileAnswerPattern(pattern) ? null : 'no_admitido';
}

/** The pattern as RE2 runs it, or null if RE2 cannot (a pattern stored before issue 20 with lookaround). */
export function compileAnswerPattern(pattern: string): RE2JS | null {
  try {
    return RE2JS.compile(toRe2(pattern));
  } catch {
    return null;
  }
}

/** The whole answer matches the compiled pattern, in time linear in the answer. */
export const matchesWholeAnswer = (compiled: RE2JS, answer: string): boolean => compiled.testExact(answer);
