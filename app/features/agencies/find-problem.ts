// What the find-ID and find-password pages show of conform's errors, without loading zod (the schemas
// are find-schemas.ts).

/** The problem the find pages show (one, in an alert): the form's own first, then by field in order. */
export function findProblem(
  errors: Record<string, string[] | null | undefined> | null | undefined,
): string | null {
  for (const name of ['', 'bizNo', 'email']) {
    const message = errors?.[name]?.[0];
    if (message) return message;
  }
  return null;
}
