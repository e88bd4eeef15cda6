// Why a document's container (a ZIP for .docx/.hwpx, an OLE file for HWP 5) could not be read: one error
// for both readers, turned into the member's message by read-document.server.ts.
export type ContainerFailure = 'broken' | 'encrypted' | 'oversized';

export class ContainerError extends Error {
  readonly reason: ContainerFailure;
  constructor(reason: ContainerFailure, options?: { cause?: unknown }) {
    super(`Document container unreadable: ${reason}`, options);
    this.name = 'ContainerError';
    this.reason = reason;
  }
}
