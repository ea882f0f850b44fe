export type Option = { code: string; name: string; english: string };

/**
 * By code, by name in the reader's language or in English; names containing the text first, then names that
 * hold its letters in order ("한국" finds 대한민국, "kor" finds South Korea).
 */
export function matchOptions(options: Option[], search: string, locale: string): Option[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  if (!needle) return options;
  const names = (o: Option) => [o.name, o.english].map((n) => n.toLocaleLowerCase(locale));
  const contains = options.filter((o) => o.code.toLowerCase() === needle || names(o).some((n) => n.includes(needle)));
  if (needle.length < 2) return contains;
  const found = new Set(contains);
  const inOrder = options.filter((o) => !found.has(o) && names(o).some((n) => holdsInOrder(n, needle)));
  return [...contains, ...inOrder];
}

function holdsInOrder(text: string, letters: string): boolean {
  let at = 0;
  for (const letter of letters) {
    at = text.indexOf(letter, at);
    if (at < 0) return false;
    at += letter.length;
  }
  return true;
}
