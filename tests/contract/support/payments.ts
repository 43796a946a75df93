import { inject } from 'vitest';
import { checkoutSessionAt, deliverStripeEvent } from '../../support/stripe-events';
import type { ContractStack } from './stacks';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's Stripe-shaped server; absent against a hosted project. */
    stripeApiBase?: string;
  }
}

/** The Checkout Session behind the address create-checkout answered. */
export const checkoutSession = (url: string) => checkoutSessionAt(inject('stripeApiBase')!, url);

/** Delivers an event to the stack's webhook, signed (or not) as the test says. */
export const deliver = (stack: ContractStack, payload: string, signing?: Parameters<typeof deliverStripeEvent>[2]) =>
  deliverStripeEvent(stack.url, payload, signing);
