// The report drawn for paper (the server's PDF printer): sections that animate or turn draw their still figure.
import { createContext, useContext } from 'react';

export const PrintMode = createContext(false);

export function usePrintMode(): boolean {
  return useContext(PrintMode);
}
