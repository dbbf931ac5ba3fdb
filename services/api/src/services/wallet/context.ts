import type { FastifyRequest } from 'fastify';
import type { PaymentGateway } from '../../wallet/gateway/gateway';
import type { UploadDriver } from '../../wallet/uploads/driver';

/** What the wallet's routes share: the upload driver and the payment gateway this process uses. */
export interface WalletContext {
  uploads: UploadDriver;
  /** Absent when online payment is off (KHEL_PAYMENT_GATEWAY=none). */
  gateway?: PaymentGateway;
}

/** scheme://host[:port] of the request, for URLs handed back to the browser. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
