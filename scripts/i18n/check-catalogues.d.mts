/** Every problem of the catalogues in the repository at `root`, one line each. */
export function checkCatalogues(root: string): string[];
/** The {values} and <elements> an ICU message uses, sorted. */
export function partsOf(message: string): { values: string[]; elements: string[] };
