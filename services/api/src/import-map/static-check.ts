import { parse, type Node } from 'acorn';

/**
 * Reads a module's source without running any of it: parses it with acorn and looks for the System.register call,
 * its declare function, the `execute` it returns and what execute hands to the export function. Recognised export
 * shapes: `_export("mount", fn)`, `_export({bootstrap, mount, unmount})`, and webpack's system library output
 * `_export((() => { var e = {}; r.d(e, {bootstrap: () => ..., ...}); return e; })())` (also `e.mount = ...` and
 * `Object.defineProperty(e, "mount", ...)`). Nothing here evaluates the code, so a hostile module can only make the
 * check say "not found".
 */
export interface StaticCheck {
  ok: boolean;
  /** What is missing, in words an operator can act on. */
  reason?: string;
  exports: string[];
  dependencies: string[];
}

export const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- acorn's ESTree nodes are walked generically */
type AnyNode = Node & Record<string, any>;

/**
 * Every node below `node`, optionally not descending into nested functions. Iterative (an explicit stack): a
 * deeply nested file costs time linear in its size and cannot overflow the call stack.
 */
function walk(node: AnyNode, intoFunctions = true): AnyNode[] {
  const found: AnyNode[] = [];
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    found.push(n);
    for (const key of Object.keys(n)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = n[key];
      const children: unknown[] = Array.isArray(value) ? value : [value];
      for (let i = children.length - 1; i >= 0; i--) {
        const c = children[i] as AnyNode | null;
        if (!c || typeof c.type !== 'string') continue;
        if (!intoFunctions && isFunction(c)) continue;
        stack.push(c);
      }
    }
  }
  return found;
}

const isFunction = (n: AnyNode | null | undefined): boolean =>
  !!n && (n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionDeclaration');

const propertyName = (p: AnyNode): string | null => {
  if (p.type !== 'Property') return null;
  if (!p.computed && p.key.type === 'Identifier') return p.key.name as string;
  return p.key.type === 'Literal' ? String(p.key.value) : null;
};

const objectKeys = (o: AnyNode): string[] => (o.properties as AnyNode[]).map(propertyName).filter((k): k is string => k !== null);

const stringValue = (n: AnyNode | undefined): string | null =>
  n && n.type === 'Literal' && typeof n.value === 'string' ? n.value : n && n.type === 'TemplateLiteral' && n.expressions.length === 0 ? n.quasis[0].value.cooked : null;

/** `System.register(...)` (also `System['register']`). */
function isRegisterCall(n: AnyNode): boolean {
  if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression') return false;
  const { object, property, computed } = n.callee;
  const name = computed ? stringValue(property) : property.type === 'Identifier' ? property.name : null;
  return object.type === 'Identifier' && object.name === 'System' && name === 'register';
}

/** The object a declare function returns: its own top-level `return {...}`, or the arrow's body. */
function declaredObject(declare: AnyNode): AnyNode | null {
  if (declare.body.type === 'ObjectExpression') return declare.body;
  if (declare.body.type === 'SequenceExpression' && declare.body.expressions.at(-1)?.type === 'ObjectExpression') return declare.body.expressions.at(-1);
  if (declare.body.type !== 'BlockStatement') return null;
  for (const n of walk(declare.body, false)) {
    if (n.type !== 'ReturnStatement' || !n.argument) continue;
    // Minified: `return Object.defineProperty(...), {setters, execute}`.
    const value = n.argument.type === 'SequenceExpression' ? n.argument.expressions.at(-1) : n.argument;
    if (value?.type === 'ObjectExpression') return value;
  }
  return null;
}

/** Names exported through the export function `exportName` inside `body`. */
function exportedNames(body: AnyNode, exportName: string): string[] {
  const names = new Set<string>();
  for (const n of walk(body)) {
    if (n.type !== 'CallExpression' || n.callee.type !== 'Identifier' || n.callee.name !== exportName) continue;
    const [first] = n.arguments as AnyNode[];
    if (!first) continue;
    const single = stringValue(first);
    if (single !== null) names.add(single);
    else if (first.type === 'ObjectExpression') objectKeys(first).forEach((k) => names.add(k));
    else if (first.type === 'CallExpression' && isFunction(first.callee)) bundleExports(first.callee).forEach((k) => names.add(k));
  }
  return [...names];
}

/** A bundle's IIFE: the identifier it returns, and the names defined on it. */
function bundleExports(fn: AnyNode): string[] {
  let returned: string | null = null;
  // `return e` or, minified, `return u.p = ..., (() => {...})(), e`.
  const lastOf = (n: AnyNode | null | undefined) => (n?.type === 'SequenceExpression' ? n.expressions.at(-1) : n);
  if (lastOf(fn.body)?.type === 'Identifier') returned = lastOf(fn.body).name;
  else {
    for (const n of walk(fn.body, false)) {
      if (n.type === 'ReturnStatement' && lastOf(n.argument)?.type === 'Identifier') returned = lastOf(n.argument).name;
    }
  }
  if (!returned) return [];
  const names = new Set<string>();
  const isReturned = (n: AnyNode | undefined) => n?.type === 'Identifier' && n.name === returned;
  for (const n of walk(fn.body)) {
    if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression') {
      const [target, second] = n.arguments as AnyNode[];
      const method = n.callee.property.type === 'Identifier' ? n.callee.property.name : null;
      // webpack: __webpack_require__.d(exports, { name: () => value })
      if (method === 'd' && isReturned(target) && second?.type === 'ObjectExpression') objectKeys(second).forEach((k) => names.add(k));
      // webpack 5.9x: __webpack_require__.d(exports, ["name", getter, "other", 0, value, ...])
      if (method === 'd' && isReturned(target) && second?.type === 'ArrayExpression') definitionArrayKeys(second.elements).forEach((k) => names.add(k));
      // Object.defineProperty(exports, "name", ...)
      if (method === 'defineProperty' && isReturned(target) && stringValue(second) !== null) names.add(stringValue(second)!);
    }
    // exports.name = ...
    if (n.type === 'AssignmentExpression' && n.left.type === 'MemberExpression' && isReturned(n.left.object)) {
      const key = n.left.computed ? stringValue(n.left.property) : n.left.property.name;
      if (key) names.add(key);
    }
  }
  return [...names];
}

/** Keys of webpack's array form: key, then a getter, or 0 and a value. */
function definitionArrayKeys(elements: Array<AnyNode | null>): string[] {
  const keys: string[] = [];
  for (let i = 0; i < elements.length; ) {
    const key = stringValue(elements[i++] ?? undefined);
    if (key === null) break;
    keys.push(key);
    const binding = elements[i++];
    if (binding?.type === 'Literal' && binding.value === 0) i++;
  }
  return keys;
}

/**
 * Checks a module's text. Never runs it. An application must export the single-spa lifecycles; a library (the root
 * config, shared code, a vendor module) need only be a System module (`lifecycles: false`).
 */
export function checkModuleSource(code: string, options: { lifecycles?: boolean } = {}): StaticCheck {
  const fail = (reason: string, exports: string[] = [], dependencies: string[] = []): StaticCheck => ({ ok: false, reason, exports, dependencies });
  let program: AnyNode;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true }) as AnyNode;
  } catch (error) {
    return fail(`module is not valid JavaScript: ${(error as Error).message}`);
  }
  const registrations = walk(program).filter(isRegisterCall);
  if (registrations.length === 0) return fail('module does not call System.register');
  if (registrations.length > 1) return fail(`module calls System.register ${registrations.length} times (a module registers once)`);
  const args = registrations[0].arguments as AnyNode[];
  const rest = stringValue(args[0]) !== null ? args.slice(1) : args;
  const [depsNode, declare] = rest;
  if (depsNode?.type !== 'ArrayExpression') return fail('module does not give System.register its list of dependencies');
  const dependencies = (depsNode.elements as AnyNode[]).map((e) => stringValue(e));
  if (dependencies.some((d) => d === null)) return fail('module names a dependency that is not a plain string');
  const deps = dependencies as string[];
  if (!isFunction(declare)) return fail('module does not give System.register a declare function', [], deps);
  const exportParam = (declare.params as AnyNode[])[0];
  if (exportParam?.type !== 'Identifier') return fail('module never receives the export function (declare has no first parameter)', [], deps);
  const declared = declaredObject(declare);
  if (!declared) return fail('module does not return {setters, execute} from its declare function', [], deps);
  const execute = (declared.properties as AnyNode[]).find((p) => propertyName(p) === 'execute');
  const executeFn = execute && isFunction(execute.value) ? execute.value : null;
  // Exports made while declaring count too (hoisted function exports), as do those made in execute.
  const names = exportedNames(declare.body, exportParam.name);
  if (!executeFn && !names.length) return fail('module has no execute function and exports nothing', [], deps);
  if (options.lifecycles === false) return { ok: true, exports: names, dependencies: deps };
  const missing = LIFECYCLES.filter((k) => !names.includes(k));
  if (missing.length) return fail(`module does not export ${missing.join(', ')}`, names, deps);
  return { ok: true, exports: names, dependencies: deps };
}
