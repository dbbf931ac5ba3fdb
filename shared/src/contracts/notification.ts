/** /notification answers. */
import { Flag, Text } from './fields';

export class VapidKey {
  @Text() publicKey!: string;
}

export class Subscribed {
  @Flag() subscribed!: boolean;
}
