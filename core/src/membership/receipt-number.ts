/** How a receipt number is written, on the receipt e-mail and in the dashboard's Payments list. */

/** "R-000042" from 42. */
export const formatReceiptNumber = (receiptNumber: number): string =>
  `R-${String(receiptNumber).padStart(6, '0')}`;
