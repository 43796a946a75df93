/**
 * Marks a route whose layout shows toasts in a place of their own (under the app's top bar), so the
 * page-wide toaster stands aside there and a toast is never shown twice.
 */
export const toastsInLayout = { toastsInLayout: true } as const;

export function placesToasts(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'toastsInLayout' in handle;
}
