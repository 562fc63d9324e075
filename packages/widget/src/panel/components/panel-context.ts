import { createContext, useContext } from 'react';
import type { Classes } from '../styles';
import type { WidgetController } from '../widget-controller';

export interface PanelContextValue {
  controller: WidgetController;
  c: Classes;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel outside the Mentor panel');
  return value;
}
