/**
 * The locale key prefix of a catalogue's texts: its schema's `catalogue.texts`, else
 * `catalogue.<name without its sys prefix, first letter lowered>` (sysGradeGroup ->
 * catalogue.gradeGroup). Apart from the schemas because the sign-in page's bundle uses it (the
 * language packs name resources with it) and must not carry them.
 */
export function catalogueTextsOf(name: string, texts?: string): string {
  if (texts) return texts;
  const bare = name.replace(/^sys/, '');
  return `catalogue.${bare.charAt(0).toLowerCase()}${bare.slice(1)}`;
}
