import { createContext, useContext } from 'react';

/** The CSP nonce and request id of the document response; empty in the browser after hydration. */
export type RequestInfo = { nonce: string; requestId: string };

const RequestInfoContext = createContext<RequestInfo>({ nonce: '', requestId: '' });

export const RequestInfoProvider = RequestInfoContext.Provider;

export function useRequestInfo(): RequestInfo {
  return useContext(RequestInfoContext);
}
