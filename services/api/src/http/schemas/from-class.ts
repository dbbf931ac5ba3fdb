/**
 * JSON Schema from the shared classes (request DTOs of @khel/shared/validation, response contracts of
 * @khel/shared/contracts) through class-validator-jsonschema: a field is described once, by its decorators.
 * Nested classes are inlined (Fastify's serializer and the OpenAPI document both read the result); a field that
 * may be absent (@IsOptional, `Maybe`) may also be null; `Schema`/`Note` fragments and the shape markers of issue 17
 * (ListField, FlagField) are read from their custom validators.
 */
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { OPEN_SHAPES, SCHEMA_FRAGMENT, SCHEMA_NOTE } from '@khel/shared/contracts';

export type JsonSchema = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ctor = new (...args: any[]) => object;

const REF = '#/components/schemas/';

interface CustomMeta {
  constraintCls: Ctor;
  constraints?: unknown[];
}

function customConverter(meta: CustomMeta): JsonSchema {
  const name = getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.name;
  if (name === SCHEMA_FRAGMENT) return { ...(meta.constraints?.[0] as JsonSchema) };
  if (name === SCHEMA_NOTE) return { description: String(meta.constraints?.[0]) };
  if (name === 'shape:list') return { type: 'array' };
  if (name === 'shape:flag') return { type: 'boolean' };
  return {};
}

const OPTIONS = {
  refPointerPrefix: REF,
  classTransformerMetadataStorage: defaultMetadataStorage,
  additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customConverter as never },
};

/** The class a nested field holds (class-transformer's @Type), looked up through the class's ancestors. */
function nestedClass(owner: Ctor, property: string): Ctor | undefined {
  const meta = defaultMetadataStorage.findTypeMetadata(owner, property);
  return meta?.typeFunction() as Ctor | undefined;
}

function allowNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null], ...(schema.type ? { type: [schema.type, 'null'].flat() } : {}) };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.type === undefined) return schema;
  return schema;
}

const cache = new Map<Ctor, JsonSchema>();

/** The JSON Schema of one class, nested classes inlined. */
export function schemaOf(Cls: Ctor): JsonSchema {
  const known = cache.get(Cls);
  if (known) return known;
  const raw = targetConstructorToSchema(Cls, OPTIONS) as JsonSchema;
  const required = new Set((raw.required as string[] | undefined) ?? []);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, prop] of Object.entries((raw.properties ?? {}) as Record<string, JsonSchema>)) {
    let schema = prop;
    const items = prop.items as JsonSchema | undefined;
    if (typeof prop.$ref === 'string' || typeof items?.$ref === 'string') {
      const inner = nestedClass(Cls, name);
      if (!inner) throw new Error(`${Cls.name}.${name}: nested class not declared with @Type`);
      const { $ref: _drop, ...rest } = typeof prop.$ref === 'string' ? prop : { ...prop, items: undefined };
      schema = typeof prop.$ref === 'string' ? { ...rest, ...schemaOf(inner) } : { ...rest, type: 'array', items: schemaOf(inner) };
    }
    properties[name] = required.has(name) ? schema : allowNull(schema);
  }
  const out: JsonSchema = { type: 'object', properties };
  if (required.size) out.required = [...required];
  if (OPEN_SHAPES.has(Cls)) out.additionalProperties = true;
  cache.set(Cls, out);
  return out;
}
