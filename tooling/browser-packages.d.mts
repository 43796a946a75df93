export const browserPackages: string[];
export function localStackOnlyLibraries(): string[];
