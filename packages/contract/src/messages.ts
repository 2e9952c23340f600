import { z } from 'zod';

/**
 * The product's words for validation failures, for every schema of the contract on both sides:
 * the server answers `body.password: must be at least 8 characters` and forms show `Password must
 * be at least 8 characters`, never zod's own `Too small: expected string to have >=8 characters`.
 * A message written on a schema still wins (this is zod's lowest-priority locale map).
 */
const english = z.locales.en().localeError;

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const formatNames: Record<string, string> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'an id',
  datetime: 'a date and time',
  date: 'a date YYYY-MM-DD',
  time: 'a time',
};

const productMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const { minimum, origin, inclusive } = issue;
      if (origin === 'string')
        return Number(minimum) <= 1 ? 'must not be blank' : `must be at least ${plural(minimum, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return `must have at least ${plural(minimum, 'item', 'items')}`;
      return inclusive === false ? `must be more than ${minimum}` : `must be at least ${minimum}`;
    }
    case 'too_big': {
      const { maximum, origin, inclusive } = issue;
      if (origin === 'string') return `must be at most ${plural(maximum, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return `must have at most ${plural(maximum, 'item', 'items')}`;
      if (origin === 'file') return 'is too large';
      return inclusive === false ? `must be less than ${maximum}` : `must be at most ${maximum}`;
    }
    case 'invalid_format':
      return formatNames[issue.format] ? `must be ${formatNames[issue.format]}` : 'is not in the expected format';
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'is not valid';
    default:
      return english(issue);
  }
};

z.config({ localeError: productMessages });
