// Failures of the writing layer, as the caller needs them: which kind, and whether to offer a retry.

/**
 * - unavailable: the model could not be reached or would not start (network, 5xx, 429, bad key,
 *   no first token in time). Nothing was written.
 * - interrupted: the text stopped partway (error mid-stream, dropped connection, stalled stream).
 * - refused: the model declined (content filter, a request it rejects as invalid).
 */
export type AiErrorReason = 'unavailable' | 'interrupted' | 'refused';

export class AiError extends Error {
  override readonly name = 'AiError';
  constructor(
    readonly reason: AiErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
  /** Worth trying again as it is (a refusal is not). */
  get retryable(): boolean {
    return this.reason !== 'refused';
  }
}

/** The error an aborted operation rejects with: the signal's own reason when it is an AbortError. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}
