/** The one error panel (title, message, Retry) is shared/src/ui/ErrorPanel.tsx; the primitives name it here too. */
export { ErrorPanel } from '../ErrorPanel';
