/** The two envelopes every API answer uses (services/api/src/http/reply.ts and errors.ts). */

/** Success envelope of every API call. */
export interface ApiOk<T> {
  success: true;
  status: 1;
  message: string;
  data: T;
}

/** Error envelope of every API call (422 lists every validation message in `details`, the first one first). */
export interface ApiErrorBody {
  success: false;
  status: 0;
  statusCode: number;
  message: string;
  error: string;
  errors: string | string[] | null;
  details?: string[];
}
