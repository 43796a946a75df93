export const e2ePort: number;
export const e2eBackendPort: number;
export const e2eStorybookPort: number;
export const e2eDir: string;
