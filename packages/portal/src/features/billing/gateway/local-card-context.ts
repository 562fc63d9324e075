import { createContext } from 'react';

/** The local card form as typed: number with spaces, "MM/YY", CVC. */
export interface LocalCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_LOCAL_CARD: LocalCardValues = { number: '', expiry: '', cvc: '' };

export const LocalCardContext = createContext<{
  card: LocalCardValues;
  setCard: (update: (card: LocalCardValues) => LocalCardValues) => void;
} | null>(null);
