import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, toastError } from '@khel/shared';
import type { DepositMethod } from '../api/types';
import { fetchDepositMethods } from '../api/wallet';

export const METHOD_RETRIES = 3;

/** The deposit methods for an amount: retried up to 3 times; a final failure empties the list and goes back a page. */
export function useDepositMethods(amount: number) {
  const [methods, setMethods] = useState<DepositMethod[] | null>(null);
  const back = useNavigate();
  useEffect(() => {
    let live = true;
    (async () => {
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= METHOD_RETRIES && live; attempt++) {
        try {
          const list = await fetchDepositMethods(amount);
          if (live) setMethods(Array.isArray(list) ? list : []);
          return;
        } catch (error) {
          lastError = error;
          if (error instanceof ApiError && error.status === 401) break;
        }
      }
      if (!live) return;
      setMethods([]);
      if (lastError instanceof ApiError && lastError.message) toastError(lastError.message);
      back(-1);
    })();
    return () => {
      live = false;
    };
  }, [amount, back]);
  return methods;
}
