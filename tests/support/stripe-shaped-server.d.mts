export function parseStripeForm(text: string): Record<string, unknown>;
export const stripeTestKeys: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_PREMIUM_PRICE_ID: string };
export function startStripeShapedServer(): Promise<{ apiBase: string; functionsEnv: Record<string, string>; close(): Promise<void> }>;
