/** Every import-rule problem in the repository at `root`, one line each (none: an empty list). */
export function checkImports(root: string): string[];
/** Whether a repository path is test code (a test, a fixture, a test folder). */
export function isTestCode(file: string): boolean;
