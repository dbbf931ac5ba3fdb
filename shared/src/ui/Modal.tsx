/** The one dialog lives with the primitives (focus trap, Escape, modal$); this path keeps its old importers working. */
export { Modal } from './primitives/Modal';
export type { ModalProps } from './primitives/Modal';
