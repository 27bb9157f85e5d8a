import { type GraphQLField, type GraphQLInputType, getNamedType, isEnumType, isInputObjectType, isNonNullType, isListType, isScalarType } from "graphql";

/** A minimal operation calling `field`, with placeholder values for its required arguments. */
export function operationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((arg) => [arg.name, placeholder(arg.type)]));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? "" : " { __typename }";
  return {
    text: `${kind} Probe${declarations ? `(${declarations})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`,
    variables,
  };
}

function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [placeholder(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, placeholder(f.type)]),
    );
  }
  const scalars: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, ID: "00000000-0000-4000-8000-000000000000" };
  return scalars[getNamedType(type).name] ?? "x";
}
