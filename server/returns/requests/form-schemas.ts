import { z } from 'zod';
import { DeclineBody } from './schemas';

/** "Decline" on the Return requests screen: the message the customer sees. */
export const DeclineForm = z.object({ message: DeclineBody.shape.decline.shape.message });
