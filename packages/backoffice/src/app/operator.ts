import { createContext, useContext } from 'react';
import type { Operator } from '../api/session';

export const OperatorContext = createContext<Operator | null>(null);
/** The signed-in operator (null outside the console, e.g. in a screen's unit test without a provider). */
export const useOperator = () => useContext(OperatorContext);
