import { rupees } from '../../ui/format';

/** A P&L or GGR: rupees with a real minus sign when negative (−₹40.00). */
export const signed = (v: number) => (v < 0 ? `−${rupees(-v)}` : rupees(v));
