// A name line closed by the person's credentials after a comma ("Darnell Whitaker, CSP", "Ana Ruiz, MBA, PMP",
// "Lee Park, Ph.D."): the letters are a qualification, no part of the name. A piece after the comma that is a
// word ("Jones, Smith", "Budi, Jakarta") is left: only short capitalised abbreviations are credentials.

/** A credential: two to six letters with at least two capitals, dots allowed ("CSP", "PhD", "Ph.D.", "P.Eng."). */
const CREDENTIAL = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{1,6}$/;

/** The name without the credentials after its last word; the text as given when none close it. */
export function withoutCredentials(name: string): string {
  const pieces = name.split(/\s*,\s*/);
  if (pieces.length < 2 || !/\p{L}\s+\p{L}/u.test(pieces[0])) return name;
  const tail = pieces.slice(1);
  return tail.every((p) => CREDENTIAL.test(p)) ? pieces[0] : name;
}
