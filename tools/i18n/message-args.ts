/** Listing an ICU message's arguments with the type a caller must pass (for the tools and tests, not the app). */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The argument kinds a message can ask for, from the loosest to the strictest. */
export type ArgKind = 'text' | 'number' | 'date' | 'select';

/** Every argument a message uses, with its kind (a plural or number argument is a number, and so on). */
export function messageArgs(message: string): Map<string, ArgKind> {
  const args = new Map<string, ArgKind>();
  const note = (name: string, kind: ArgKind): void => {
    const before = args.get(name);
    // An argument used both as text and as a number must be a number.
    if (!before || before === 'text') args.set(name, kind);
  };
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          note(el.value, 'text');
          break;
        case TYPE.number:
          note(el.value, 'number');
          break;
        case TYPE.date:
        case TYPE.time:
          note(el.value, 'date');
          break;
        case TYPE.plural:
          note(el.value, 'number');
          for (const o of Object.values(el.options)) walk(o.value);
          break;
        case TYPE.select:
          note(el.value, 'select');
          for (const o of Object.values(el.options)) walk(o.value);
          break;
        case TYPE.tag:
          throw new Error(`tags (<${el.value}>) are not used in our catalogues`);
        default:
          break;
      }
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return args;
}
