/**
 * Field decorators of the response contracts (shared/src/contracts): each field is declared once, here, and the
 * server derives its JSON Schema from these decorators (services/api/src/http/schemas, class-validator-jsonschema)
 * while the browser clients turn the JSON into these classes with class-transformer. Only light class-validator
 * decorators are used, so the browser bundle carries no validator.js.
 */
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, ValidateBy, ValidateNested } from 'class-validator';

// class-transformer's @Type asks Reflect.getMetadata for emitted types; this build emits none (decoratorMetadata off).
const reflect = Reflect as unknown as { getMetadata?: (...args: unknown[]) => unknown };
if (typeof reflect.getMetadata !== 'function') reflect.getMetadata = () => undefined;

type Ctor = new () => object;
type Decorator = (target: object, key: string) => void;
const all = (...decorators: PropertyDecorator[]): Decorator => (target, key) => decorators.forEach((d) => d(target, key));

/** A JSON Schema fragment for what the decorators above cannot say (a dictionary, free JSON); read by the server. */
export const SCHEMA_FRAGMENT = 'schema:fragment';
export const Schema = (fragment: Record<string, unknown>): PropertyDecorator =>
  ValidateBy({ name: SCHEMA_FRAGMENT, constraints: [fragment], validator: { validate: () => true } });

/** A description carried into the OpenAPI document (message texts, units). */
export const SCHEMA_NOTE = 'schema:note';
export const Note = (text: string): PropertyDecorator => ValidateBy({ name: SCHEMA_NOTE, constraints: [text], validator: { validate: () => true } });

export const Text = (): Decorator => all(IsString());
export const Num = (): Decorator => all(IsNumber());
export const Int = (): Decorator => all(IsInt());
export const Flag = (): Decorator => all(IsBoolean());
export const OneOf = (values: readonly (string | number)[]): Decorator => all(IsIn(values as (string | number)[]));
/** May be null or absent. */
export const Maybe = (): Decorator => all(IsOptional());
export const Nested = (type: () => Ctor): Decorator => all(ValidateNested(), Type(type));
export const ListOf = (type: () => Ctor): Decorator => all(IsArray(), ValidateNested({ each: true }), Type(type));
export const Texts = (): Decorator => all(IsArray(), IsString({ each: true }));
export const Nums = (): Decorator => all(IsArray(), IsNumber({}, { each: true }));

/** Classes whose objects may carry keys besides the declared ones (operator-set site settings): kept as sent. */
export const OPEN_SHAPES = new WeakSet<Ctor>();
export function Open(): ClassDecorator {
  return (target) => {
    OPEN_SHAPES.add(target as unknown as Ctor);
  };
}
