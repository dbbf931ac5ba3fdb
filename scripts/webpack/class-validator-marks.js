/**
 * class-validator as @khel/shared's browser builds see it (the main module and @khel/shared/contracts): the answer
 * contracts' decorators (contracts/fields.ts) are marks the server reads in Node to derive each route's JSON Schema;
 * nothing in a browser reads them, so there they do nothing. The real class-validator, which validates the forms'
 * DTOs, is @khel/shared/validation's own (its build keeps the library). class-validator-marks.test.ts checks that
 * every name the contracts import is here.
 */
const mark = () => () => undefined;

export const IsArray = mark;
export const IsBoolean = mark;
export const IsIn = mark;
export const IsInt = mark;
export const IsNumber = mark;
export const IsOptional = mark;
export const IsString = mark;
export const ValidateBy = mark;
export const ValidateNested = mark;
