/**
 * Refuses a type assertion (`x as T`, `<T>x`, `x as unknown as T`) on data that came from the
 * backend: it tells TypeScript a shape the backend never promised, so the day a column or a
 * payload changes the app compiles and breaks in the learner's hands. Backend data is what a
 * supabase-js call answers (`.from(`, `.rpc(`, `.functions.invoke(`, `.storage.from(`), what a
 * response's `.json()` holds, a realtime change's payload (the parameter of a
 * `.on('postgres_changes', …)` handler), and anything read from those (`.data`, `.error`, a
 * destructured `data`, a column of a row). Its type comes from the generated database types, or
 * from a small parser or guard that checks the shape. `as const` and casts of other values stay
 * allowed. An edge function's answer is typed by no generated type, so `.functions.invoke<T>(`
 * (a cast by another name) is refused too, except as `invoke<unknown>`.
 */

/** The name of a member's property when it is written plainly (`a.b`), else undefined. */
function propertyName(member) {
  return !member.computed && member.property.type === 'Identifier' ? member.property.name : undefined;
}

/** Whether a call asks the backend: `.rpc(`, `.functions.invoke(`, a client's `.from(`, `.json()`. */
function isBackendCall(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression') return false;
  const name = propertyName(callee);
  if (name === 'from') {
    // `Array.from(`, `Uint8Array.from(` and the like are not the client's table or bucket.
    return !(callee.object.type === 'Identifier' && /^[A-Z]/.test(callee.object.name));
  }
  if (name === 'invoke') return callee.object.type === 'MemberExpression' && propertyName(callee.object) === 'functions';
  if (name === 'json') return call.arguments.length === 0;
  return name === 'rpc';
}

/** Whether a function is the handler of a realtime subscription to database changes. */
function isChangeHandler(fn) {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || propertyName(call.callee) !== 'on') return false;
  const [event] = call.arguments;
  return event?.type === 'Literal' && event.value === 'postgres_changes' && call.arguments.includes(fn);
}

/** The variable a name refers to at `node`, looked up through the enclosing scopes. */
function findVariable(sourceCode, node) {
  for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(node.name);
    if (variable) return variable;
  }
  return undefined;
}

/** Whether an expression holds backend data, following names back to what they were given. */
function isBackendValue(sourceCode, node, seen = new Set()) {
  switch (node.type) {
    case 'AwaitExpression':
    case 'ChainExpression':
    case 'TSNonNullExpression':
      return isBackendValue(sourceCode, node.expression ?? node.argument, seen);
    case 'LogicalExpression':
      return isBackendValue(sourceCode, node.left, seen) || isBackendValue(sourceCode, node.right, seen);
    case 'MemberExpression':
      return isBackendValue(sourceCode, node.object, seen);
    case 'CallExpression':
      // A call on a backend answer (`.select().single()`, `.json().catch(...)`) is still that answer.
      return isBackendCall(node) || (node.callee.type === 'MemberExpression' && isBackendValue(sourceCode, node.callee.object, seen));
    case 'Identifier': {
      const variable = findVariable(sourceCode, node);
      if (!variable || seen.has(variable)) return false;
      seen.add(variable);
      return variable.defs.some(
        (def) =>
          (def.type === 'Variable' && def.node.init && isBackendValue(sourceCode, def.node.init, seen)) ||
          (def.type === 'Parameter' && isChangeHandler(def.node)),
      );
    }
    default:
      return false;
  }
}

const isConst = (cast) =>
  cast.typeAnnotation.type === 'TSTypeReference' && cast.typeAnnotation.typeName.type === 'Identifier' && cast.typeAnnotation.typeName.name === 'const';

/** @type {import('eslint').Rule.RuleModule} */
const noBackendCasts = {
  meta: {
    type: 'problem',
    docs: { description: 'Backend data takes its type from the generated database types or a checking parser, never from a cast.' },
    schema: [],
    messages: {
      cast: 'Do not cast data that came from the backend: use the generated database types (a client typed SupabaseClient<Database>), a generated guard such as isSessionStatus, or a parser that checks the shape.',
      invokeType: 'Do not type an edge function\'s answer by invoke<T>: take it as invoke<unknown> and check its shape.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const check = (cast) => {
      if (isConst(cast)) return;
      // `x as unknown as T` is reported once, on its inner cast.
      if (cast.expression.type === 'TSAsExpression' || cast.expression.type === 'TSTypeAssertion') return;
      if (isBackendValue(sourceCode, cast.expression)) context.report({ node: cast, messageId: 'cast' });
    };
    const checkInvoke = (call) => {
      const [type] = (call.typeArguments ?? call.typeParameters)?.params ?? [];
      if (!type || type.type === 'TSUnknownKeyword') return;
      const callee = call.callee;
      const isInvoke = callee.type === 'MemberExpression' && propertyName(callee) === 'invoke' &&
        callee.object.type === 'MemberExpression' && propertyName(callee.object) === 'functions';
      if (isInvoke) context.report({ node: call, messageId: 'invokeType' });
    };
    return { TSAsExpression: check, TSTypeAssertion: check, CallExpression: checkInvoke };
  },
};

export default { rules: { 'no-backend-casts': noBackendCasts } };
