import type { z } from 'zod';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1). PostgreSQL
 * refuses NUL outright and none of them belongs in a story, a name or a comment.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

const key = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Paths of every string inside `value` that holds a control character. */
function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => [
      ...(hasControlCharacters(name) ? [[...path, name]] : []),
      ...controlCharacterPaths(item, [...path, name]),
    ]);
  }
  return [];
}

/**
 * The schema, refusing control characters in any text it accepts, each reported at its field.
 * Every endpoint's params, query and body get it (see `endpoint`), so no text field can forget it
 * and the web client, validating with the same schemas, agrees with the server.
 */
export function plainTextOnly<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    // A field that already has an issue (e.g. from `nonBlank`'s own check) is reported once.
    const said = new Set(ctx.issues.map((issue) => key(issue.path ?? [])));
    for (const path of controlCharacterPaths(value)) {
      if (!said.has(key(path))) ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE, input: value });
    }
  }) as T;
}
