/** Rupees on the wire, paise in the database: the shared money parser (@khel/shared money), nothing local. */
export { paiseToRupees, paiseToText as rupeesText, rupeesToPaise, RUPEES_2DP, WHOLE_RUPEES } from '@khel/shared/validation';
