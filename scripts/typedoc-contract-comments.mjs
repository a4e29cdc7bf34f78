// @ts-check
import ts from 'typescript';
import { Comment, Converter, ReflectionKind } from 'typedoc';

/**
 * Typedoc plugin: the contract's endpoints already say what they do in their `summary` (and
 * `description`), which the OpenAPI reference publishes too; writing it again as a doc comment
 * would let the two drift. An endpoint without a doc comment of its own (or with tags only, such
 * as an `@example`) gets its summary made from them, with its method, path and auth. A schema's static type (`type X = Static<typeof X>`) is the same
 * thing as its schema, so an undocumented one takes the schema's comment (and the other way round).
 */

/**
 * The text of a string built from literals, `+` and template literals whose parts are constants
 * (strings or numbers).
 *
 * @param {ts.Expression} node
 * @param {ts.TypeChecker} checker
 * @returns {string | undefined}
 */
function foldString(node, checker) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) {
    return node.text;
  }
  if (ts.isParenthesizedExpression(node)) return foldString(node.expression, checker);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = foldString(node.left, checker);
    const right = foldString(node.right, checker);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = foldString(span.expression, checker);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  if (ts.isIdentifier(node)) {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return foldString(declaration.initializer, checker);
    }
  }
  return undefined;
}

/**
 * The object literal given to `defineEndpoint(...)` by this variable, if that is its initializer.
 *
 * @param {ts.Declaration | undefined} declaration
 */
function endpointSpec(declaration) {
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  const init = declaration.initializer;
  if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) return undefined;
  if (init.expression.text !== 'defineEndpoint') return undefined;
  const [spec] = init.arguments;
  return spec && ts.isObjectLiteralExpression(spec) ? spec : undefined;
}

/**
 * @param {ts.ObjectLiteralExpression} spec
 * @param {string} name
 * @param {ts.TypeChecker} checker
 */
function property(spec, name, checker) {
  for (const p of spec.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) {
      return foldString(p.initializer, checker);
    }
  }
  return undefined;
}

/**
 * @param {string} text
 * @returns {string}
 */
const sentence = (text) => (/[.!?)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    // A comment of tags only (an `@example`) still takes the summary from the endpoint.
    if (reflection.comment?.summary.length || !reflection.kindOf(ReflectionKind.Variable)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const spec = endpointSpec(symbol?.valueDeclaration);
    if (!spec) return;
    const checker = context.checker;
    const summary = property(spec, 'summary', checker);
    if (!summary) return;
    const description = property(spec, 'description', checker);
    const method = property(spec, 'method', checker);
    const path = property(spec, 'path', checker);
    const auth = property(spec, 'auth', checker) ?? 'none';
    const text = [
      sentence(summary),
      description && sentence(description),
      `\`${method} ${path}\`, auth \`${auth}\`.`,
    ]
      .filter(Boolean)
      .join('\n\n');
    if (reflection.comment) reflection.comment.summary = [{ kind: 'text', text }];
    else reflection.comment = new Comment([{ kind: 'text', text }]);
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (reflection.comment || !reflection.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable))
        continue;
      const siblings = /** @type {import('typedoc').ContainerReflection | undefined} */ (reflection.parent)
        ?.children;
      const twin = siblings?.find(
        (other) =>
          other !== reflection &&
          other.name === reflection.name &&
          other.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable) &&
          other.comment,
      );
      if (twin?.comment) reflection.comment = twin.comment.clone();
    }
  });
}
