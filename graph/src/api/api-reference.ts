import { createHash } from "node:crypto";
import {
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from "graphql";

/**
 * The browsable API reference (`/docs/api`): one static HTML page rendered from the schema the
 * server serves, so it is as fresh as `schema.graphql` (emitted from the same build) and shows
 * what the SDL cannot: who may call each root field (`extensions.access`, `adminOnly`) and the
 * app scope it needs (`extensions.scope`). No script, no external request: the browser's find
 * searches it, every type and root field has an anchor. Our own generator rather than a library:
 * docs/decisions/055-api-reference-from-the-served-schema.md.
 */

export interface ApiReferencePage {
  html: string;
  /** The page's only inline style, for its Content-Security-Policy (`style-src 'sha256-…'`). */
  styleHash: string;
}

export function renderApiReference(schema: GraphQLSchema): ApiReferencePage {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((type): type is GraphQLObjectType => !!type);
  const rootNames = new Set(roots.map((root) => root.name));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__") && !rootNames.has(type.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const groups: [string, GraphQLNamedType[]][] = [
    ["Objects", types.filter((type) => isObjectType(type) || isInterfaceType(type) || isUnionType(type))],
    ["Inputs", types.filter(isInputObjectType)],
    ["Enums", types.filter(isEnumType)],
    ["Scalars", types.filter(isScalarType)],
  ];

  const body = [
    "<header>",
    "<h1>Shop GraphQL API reference</h1>",
    "<p>Every operation of <code>POST /graphql</code>, generated from the schema this shop serves. ",
    "How to connect a program (an app's token, query cost, throttling, syncing with cursors, bulk stock): ",
    "<code>docs/api.md</code>, “Integrating a program”. Who may call a root field is shown beside it: ",
    "<span class=\"access\">PUBLIC</span>, <span class=\"access\">SIGNED_IN</span> (a person), ",
    "<span class=\"access\">ADMIN</span> (an admin, or an app with the scope named, e.g. <span class=\"scope\">WRITE_INVENTORY</span>).</p>",
    "</header>",
    "<nav aria-label=\"Contents\"><h2>Contents</h2><ul>",
    ...roots.map((root) => `<li><a href="#${root.name}">${root.name === "Query" ? "Queries" : "Mutations"}</a> (${String(Object.keys(root.getFields()).length)})</li>`),
    ...groups.map(([title, list]) => `<li><a href="#${title.toLowerCase()}">${title}</a> (${String(list.length)}): ${list.map(typeLink).join(", ")}</li>`),
    "</ul></nav>",
    "<main>",
    ...roots.map(rootSection),
    ...groups.map(([title, list]) => `<section id="${title.toLowerCase()}"><h2>${title}</h2>${list.map(typeSection).join("\n")}</section>`),
    "</main>",
  ].join("\n");

  return {
    html: [
      "<!doctype html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<meta name=\"robots\" content=\"noindex\">",
      "<title>GraphQL API reference</title>",
      `<style>${STYLE}</style>`,
      "</head>",
      "<body>",
      body,
      "</body>",
      "</html>",
      "",
    ].join("\n"),
    styleHash: `sha256-${createHash("sha256").update(STYLE).digest("base64")}`,
  };
}

function rootSection(root: GraphQLObjectType): string {
  const fields = Object.values(root.getFields()).sort((a, b) => a.name.localeCompare(b.name));
  const title = root.name === "Query" ? "Queries" : "Mutations";
  return `<section id="${root.name}"><h2>${title}</h2>\n${fields.map((field) => rootField(root, field)).join("\n")}</section>`;
}

function rootField(root: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string {
  const id = `${root.name}.${field.name}`;
  return [
    `<article id="${id}" class="root-field">`,
    `<h3><a href="#${id}">${field.name}</a></h3>`,
    `<p class="signature"><code>${signature(field)}</code></p>`,
    `<p class="who">${accessOf(field)}</p>`,
    description(field.description),
    deprecation(field.deprecationReason),
    argumentList(field.args),
    "</article>",
  ].join("\n");
}

/** Who may call a root field, from its declaration in auth/access.ts (`access`, `scope`, `anyScope`, `adminOnly`). */
function accessOf(field: GraphQLField<unknown, unknown>): string {
  const { access, scope, anyScope, adminOnly } = field.extensions as { access?: unknown; scope?: unknown; anyScope?: unknown; adminOnly?: unknown };
  if (typeof access !== "string") return "<span class=\"access\">not declared</span>";
  const app =
    typeof scope === "string"
      ? `an app with <span class="scope">${escape(scope)}</span>`
      : Array.isArray(anyScope)
        ? `an app with any of ${anyScope.map((s) => `<span class="scope">${escape(String(s))}</span>`).join(", ")}, for its own only`
        : null;
  const parts = [`<span class="access">${escape(access)}</span>`];
  if (typeof adminOnly === "string") parts.push(`admins${app ? ` or ${app}` : ""} only for ${escape(adminOnly)}`);
  else if (access === "ADMIN") parts.push(app ? `an admin, or ${app}` : "admins (people) only: no app scope grants it");
  else if (access === "SIGNED_IN") parts.push("a signed-in person (not an app)");
  return parts.join(" · ");
}

function typeSection(type: GraphQLNamedType): string {
  const kind = isObjectType(type) ? "type" : isInterfaceType(type) ? "interface" : isUnionType(type) ? "union" : isInputObjectType(type) ? "input" : isEnumType(type) ? "enum" : "scalar";
  const parts = [`<article id="${anchor(type.name)}" class="type">`, `<h3><a href="#${anchor(type.name)}">${escape(type.name)}</a> <span class="kind">${kind}</span></h3>`];
  parts.push(description(type.description));
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) parts.push(`<p>Implements ${interfaces.map(typeLink).join(", ")}.</p>`);
    parts.push(fieldList(Object.values(type.getFields())));
  } else if (isUnionType(type)) {
    parts.push(`<p>One of ${type.getTypes().map(typeLink).join(", ")}.</p>`);
  } else if (isInputObjectType(type)) {
    parts.push(inputFieldList(type));
  } else if (isEnumType(type)) {
    parts.push(enumValues(type));
  } else if (type.specifiedByURL) {
    parts.push(`<p>Specified by <code>${escape(type.specifiedByURL)}</code>.</p>`);
  }
  parts.push("</article>");
  return parts.filter(Boolean).join("\n");
}

function fieldList(fields: GraphQLField<unknown, unknown>[]): string {
  const items = fields.map((field) =>
    [
      `<dt><code>${signature(field)}</code></dt>`,
      `<dd>${description(field.description)}${deprecation(field.deprecationReason)}${argumentList(field.args)}</dd>`,
    ].join(""),
  );
  return `<dl class="fields">${items.join("\n")}</dl>`;
}

function inputFieldList(type: GraphQLInputObjectType): string {
  const items = Object.values(type.getFields()).map(
    (field) => `<dt><code>${valueSignature(field)}</code></dt><dd>${description(field.description)}${deprecation(field.deprecationReason)}</dd>`,
  );
  return `<dl class="fields">${items.join("\n")}</dl>`;
}

function enumValues(type: GraphQLEnumType): string {
  const items = type.getValues().map((value) => `<dt><code>${escape(value.name)}</code></dt><dd>${description(value.description)}${deprecation(value.deprecationReason)}</dd>`);
  return `<dl class="fields">${items.join("\n")}</dl>`;
}

function argumentList(args: readonly GraphQLArgument[]): string {
  const described = args.filter((arg) => arg.description || arg.deprecationReason);
  if (described.length === 0) return "";
  const items = described.map((arg) => `<li><code>${escape(arg.name)}</code>: ${escape(arg.description ?? "")}${deprecation(arg.deprecationReason)}</li>`);
  return `<ul class="args">${items.join("")}</ul>`;
}

/** `name(arg: Type = default, …): Type`, each type a link to its section. */
function signature(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.length > 0 ? `(${field.args.map(valueSignature).join(", ")})` : "";
  return `${escape(field.name)}${args}: ${typeRef(field.type)}`;
}

function valueSignature(value: GraphQLArgument | GraphQLInputField): string {
  const defaultAst = value.defaultValue === undefined ? null : astFromValue(value.defaultValue, value.type);
  return `${escape(value.name)}: ${typeRef(value.type)}${defaultAst ? ` = ${escape(print(defaultAst))}` : ""}`;
}

function typeRef(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeRef(type.ofType)}!`;
  if (isListType(type)) return `[${typeRef(type.ofType)}]`;
  return typeLink(getNamedType(type));
}

function typeLink(type: GraphQLNamedType): string {
  return `<a href="#${anchor(type.name)}">${escape(type.name)}</a>`;
}

/** GraphQL names are [_A-Za-z][_0-9A-Za-z]*: safe in an id as they are, prefixed so none meets a root's anchor. */
function anchor(typeName: string): string {
  return `type-${typeName}`;
}

/** A description as paragraphs, with `code` spans kept. */
function description(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");
}

function deprecation(reason: string | null | undefined): string {
  return reason ? `<p class="deprecated">Deprecated: ${escape(reason)}</p>` : "";
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

const STYLE = [
  "body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:0 1rem 4rem;color:#1a1a1a;background:#fff;overflow-wrap:break-word}",
  "p,li,dd{overflow-wrap:anywhere}",
  "code{font:0.9em/1.4 ui-monospace,monospace;overflow-wrap:anywhere}",
  "a{color:#0b5394}",
  "h1{font-size:1.6rem}h2{font-size:1.35rem;border-bottom:2px solid #ddd;margin-top:2.5rem}h3{font-size:1.1rem;margin:0 0 .25rem;overflow-wrap:anywhere}",
  "article{border-top:1px solid #eee;padding:.75rem 0}article:target{background:#fff8d6}",
  "nav li{margin-bottom:.5rem;overflow-wrap:anywhere}",
  ".signature{margin:.25rem 0}",
  ".kind{font-size:.8rem;font-weight:normal;color:#555}",
  ".access,.scope{font:600 .8rem ui-monospace,monospace;padding:0 .3rem;border-radius:.25rem;background:#e8eef7}",
  ".scope{background:#e6f4ea}",
  ".deprecated{color:#8a1c1c}",
  "dl.fields dt{margin-top:.5rem}dl.fields dd{margin-left:1rem}dl.fields dd p{margin:.1rem 0}",
  ".args{margin:.25rem 0;padding-left:1.25rem}",
].join("\n");
