import { plainToInstance } from 'class-transformer';
import type { ApiOk } from '../contracts/envelope';

type Ctor<T> = new () => T;

/** An answer's JSON as the shared contract class (class-transformer), nested classes included. */
export function decode<T extends object>(Cls: Ctor<T>, plain: unknown): T {
  return plainToInstance(Cls, plain as object) as T;
}

export function decodeList<T extends object>(Cls: Ctor<T>, plain: unknown): T[] {
  return Array.isArray(plain) ? (plainToInstance(Cls, plain) as T[]) : [];
}

/** The envelope with its `data` turned into the contract class (null stays null). */
export function decodeOk<T extends object>(Cls: Ctor<T>, body: ApiOk<unknown>): ApiOk<T> {
  return { ...body, data: body.data === null || body.data === undefined ? (body.data as unknown as T) : decode(Cls, body.data) };
}
