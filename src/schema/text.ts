/**
 * Text rules that the form, the import and the mock backend apply alike (docs/api.md, validation):
 * what counts as blank, and the text of a one-line field.
 */

/**
 * Characters that draw nothing: Unicode's default-ignorable ones (zero-width spaces and joiners,
 * direction marks, soft hyphens, variation selectors, tags, the Hangul fillers...), the braille
 * blank, and spaces (with the next-line control, which JavaScript's \s leaves out).
 */
const NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800\s\u0085]/gu;

/** A text that shows nothing: spaces and invisible characters only (a name of them showed as no name). */
export const showsNothing = (text: string) => text.replace(NOTHING, '') === '';

/** A one-line field's text: its line breaks and tabs are spaces, as its input would have them. */
export const oneLine = (text: string) => text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ');
