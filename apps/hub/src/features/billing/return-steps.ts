// The kit's return, step by step (/packagereturns): where it stands is the subscription's `return_status`,
// the same status staff see and move on (`received` once they confirm the return).
import { returnStatuses, type ReturnStatus } from '@hub/api-client';

/** The steps of a return, in order (the return statuses). */
export const returnSteps = returnStatuses;

/** Where a step stands. */
export type ReturnStepState = 'done' | 'current' | 'upcoming';

/**
 * Each step's state for a return status: the steps before it done, the one after it under way, the rest
 * to come; all done once the kit is received. Null when there is no return (or a status the hub does not
 * know).
 */
export function returnProgress(status: string | null): Record<ReturnStatus, ReturnStepState> | null {
  const reached = returnSteps.findIndex((step) => step === status);
  if (reached < 0) return null;
  const states = returnSteps.map((_, index): ReturnStepState =>
    index <= reached ? 'done' : index === reached + 1 ? 'current' : 'upcoming',
  );
  return { requested: states[0]!, instructions_sent: states[1]!, received: states[2]! };
}
