/**
 * One field of a request's JSON body, unknown until the function checks it: undefined when the
 * body is not JSON, not an object, or lacks the field. A caller may send anything, so nothing
 * here assumes a shape; each function says what it expected when the field is wrong.
 */
export async function requestField(request: Request, name: string): Promise<unknown> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}
