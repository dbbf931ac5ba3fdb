/** The toast region and the toast live with the primitives (primitives/Toast.tsx); this path keeps its old importers working. */
export { Toasts, TOAST_MS } from './primitives/Toast';
