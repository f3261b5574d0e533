/**
 * Text rules that the form, the import and the mock backend apply alike (docs/api.md, validation):
 * what counts as blank, and the text of a one-line field.
 */

/**
 * Characters that draw nothing: zero-width spaces and joiners, direction marks and embeddings, the
 * word joiner and invisible operators, the byte-order mark, and the braille and Hangul fillers.
 */
const INVISIBLE = /[\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2800\u3164\uffa0\ufeff]/g;

/** A text that shows nothing: spaces and invisible characters only (a name of them showed as no name). */
export const showsNothing = (text: string) => text.replace(INVISIBLE, '').trim() === '';

/** A one-line field's text: its line breaks and tabs are spaces, as its input would have them. */
export const oneLine = (text: string) => text.replace(/[\t\n\v\f\r\u2028\u2029]+/g, ' ');
