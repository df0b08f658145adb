/**
 * Whether a proof.status-changed is newer than the last one applied to its payment
 * (`payments.proof_version`). proof-storage gives a proof the next version for every decision saved
 * and every new picture, so the newest version is the proof's latest decision, whatever order the
 * events arrive in. An event written before versions existed carries none: it counts only while no
 * versioned event has been applied. A version that is not a positive integer is never newer.
 */
export function isNewerProofVersion(applied: number | null, incoming: unknown): boolean {
  if (incoming === undefined || incoming === null) return applied === null;
  if (typeof incoming !== 'number' || !Number.isSafeInteger(incoming) || incoming < 1) return false;
  return applied === null || incoming > applied;
}
