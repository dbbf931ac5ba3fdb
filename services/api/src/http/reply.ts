/** The success envelope: `success`, `status: 1`, `message`, `data`. */
export function ok<T>(data: T, message = 'Success') {
  return { success: true, status: 1, message, data };
}
