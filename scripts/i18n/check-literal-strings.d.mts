/** Every literal-words problem of web/src in the repository at `root`, one line each. */
export function checkLiteralStrings(root: string): string[];
/** The words a .tsx source shows outside the catalogues, as `line: "text"` lines. */
export function literalWords(source: string, file: string): string[];
