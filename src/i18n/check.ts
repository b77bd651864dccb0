/**
 * A catalog held against the English one at run time (the compiler does it for the
 * catalogs it sees; this is for a test, and a catalog built some other way): the keys
 * it lacks or whose kind (words, a message function, a group) differs, by path.
 */
export function missingKeys(model: object, other: unknown, path = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(model)) {
    const at = path ? `${path}.${key}` : key;
    const theirs = other !== null && typeof other === 'object' ? (other as Record<string, unknown>)[key] : undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) missing.push(...missingKeys(value as object, theirs, at));
    else if (typeof theirs !== typeof value || theirs === '') missing.push(at);
  }
  return missing;
}
