/**
 * Issue 17's type rule: a DTO field holds one scalar (text or a number) unless it is declared a list or a flag.
 * Checked on the raw body before any rule converts a value, so {"amount":[100]} is refused as a list instead of
 * passing as String([100]) === "100". The server's parseBody applies it to every DTO.
 */
import { getMetadataStorage, ValidateBy } from 'class-validator';
import { fieldMessage, TEXT_MESSAGES } from './text';

type Shape = 'list' | 'flag';
type Ctor = new () => object;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Declares a field that holds a list (stakes). The field's own rules check the items. */
export const ListField = (field: string) =>
  ValidateBy({ name: 'shape:list', validator: { validate: (v: unknown) => blank(v) || Array.isArray(v) } }, { message: fieldMessage(TEXT_MESSAGES.list, field) });

/**
 * Declares a field that holds true or false. Only an absent or null flag is "not given": an empty string is a wrong
 * value (a blank form field), never passed on for the database to refuse (issue 27: `""` was a 500).
 */
export const FlagField = (field: string) =>
  ValidateBy(
    { name: 'shape:flag', validator: { validate: (v: unknown) => v === undefined || v === null || typeof v === 'boolean' } },
    { message: fieldMessage(TEXT_MESSAGES.flag, field) },
  );

const shapes = new Map<Ctor, Map<string, Shape | 'scalar'>>();

/** Each declared field of a DTO and the shape it holds (scalar unless marked). */
export function fieldShapes(Dto: Ctor): Map<string, Shape | 'scalar'> {
  let map = shapes.get(Dto);
  if (map) return map;
  map = new Map();
  for (const m of getMetadataStorage().getTargetValidationMetadatas(Dto, '', true, false)) {
    const marked = m.name?.startsWith('shape:') ? (m.name.slice(6) as Shape) : undefined;
    if (marked) map.set(m.propertyName, marked);
    else if (!map.has(m.propertyName)) map.set(m.propertyName, 'scalar');
  }
  shapes.set(Dto, map);
  return map;
}

/** Messages for every declared field whose value has the wrong shape, in field order. */
export function shapeProblems(Dto: Ctor, body: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [field, shape] of fieldShapes(Dto)) {
    const v = body[field];
    if (shape !== 'scalar' || blank(v)) continue;
    if (typeof v !== 'string' && typeof v !== 'number') out.push(fieldMessage(TEXT_MESSAGES.scalar, field));
  }
  return out;
}
