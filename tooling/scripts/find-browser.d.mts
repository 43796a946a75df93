export function findBrowser(options?: { install?: boolean }): string;
export const chromiumArgs: string[];
