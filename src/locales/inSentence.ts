/**
 * A resource's title ("Training cycle") as a word inside a sentence ("New training cycle"): its
 * first letter in lower case, unless the title starts with an abbreviation ("EEG band"). Text
 * without letter case (Chinese) comes back as it is.
 */
export function inSentence(title: string): string {
  const [first, second] = title;
  if (!first || first === first.toLowerCase() || (second && second !== second.toLowerCase())) return title;
  return first.toLowerCase() + title.slice(1);
}
