/**
 * The customer page's words in English, Finnish and Swedish (ICU messages, read with next-intl's
 * createTranslator). Every language has every key: the English object is the shape the others must match.
 */
import { en, type Messages } from './messages-en';
import { fi } from './messages-fi';
import { sv } from './messages-sv';

export type { Messages };
export const MESSAGES = { en, fi, sv } as const satisfies Record<string, Messages>;
