export const e2eDir: string;
