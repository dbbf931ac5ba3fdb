import { type Model } from './model';
import { type Obs, type Real } from './real';

/**
 * The steps of the model: each binds its target from the model's state (a batch binds all of them from the state
 * before the batch), runs against the API, then applies what the model says must have happened given the
 * server's answer: a difference in the answer is returned as text, and the model's state changes as the rules say.
 */
export interface Step {
  /** Whether the step may run in a concurrent batch (price changes are the operator's, one at a time). */
  readonly concurrent: boolean;
  bind(m: Model): void;
  run(r: Real): Promise<Obs>;
  apply(m: Model, o: Obs): string;
  toString(): string;
}

let keySeq = 0;
export const nextKey = (what: string) => `model-${what}-${process.pid}-${++keySeq}`;
export const rupees = (p: bigint) => Number(p) / 100;

/** A difference between the answer and the model's, as text ('' when they agree). */
export function expectAnswer(o: Obs, code: number, message?: string): string {
  if (o.code === code && (message === undefined || o.message === message)) return '';
  return `answer ${o.code} "${o.message}", model ${code}${message === undefined ? '' : ` "${message}"`}`;
}

/**
 * The prices the operator moves between (odds × 100, on the exchange ladder; every book adds up to ≥ 100 %), one
 * neighbour at a time: a jump above 50 % waits for a second operator (issue 27), which is not this model's subject.
 */
export const PRICE_GRID: { back: number; lay: number }[][] = [
  [{ back: 150, lay: 152 }, { back: 290, lay: 294 }],
  [{ back: 170, lay: 172 }, { back: 240, lay: 244 }],
  [{ back: 200, lay: 202 }, { back: 200, lay: 202 }],
  [{ back: 240, lay: 244 }, { back: 170, lay: 172 }],
  [{ back: 290, lay: 294 }, { back: 150, lay: 152 }],
];
export const START_GRID = 2;
