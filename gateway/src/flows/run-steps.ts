import type { Logger } from '@undangan/platform';

/** What a step did, and how to take it back if a later step fails. */
export interface StepDone<T> {
  value: T;
  /** Told why the flow failed, so it can tell a change that may have happened from one that did not. */
  undo?: (failure: unknown) => Promise<unknown>;
}

export type Step = <T>(done: Promise<StepDone<T>>) => Promise<T>;

/**
 * Runs a flow's steps in order. When a step fails, the undos of the steps already done run in
 * reverse order, then the failure is passed on unchanged. An undo that fails is logged and the
 * others still run: the caller's answer is the original failure.
 */
export async function runSteps<T>(
  logger: Logger,
  flow: string,
  body: (step: Step) => Promise<T>,
): Promise<T> {
  const undos: NonNullable<StepDone<unknown>['undo']>[] = [];
  const step: Step = async (done) => {
    const { value, undo } = await done;
    if (undo) undos.push(undo);
    return value;
  };
  try {
    return await body(step);
  } catch (failure) {
    for (const undo of undos.reverse()) {
      await undo(failure).catch((err: unknown) => logger.error({ err, flow }, 'undo failed'));
    }
    throw failure;
  }
}
