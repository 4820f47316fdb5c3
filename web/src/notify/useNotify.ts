import { createContext, useContext } from 'react';

export type NoticeIntent = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  intent: NoticeIntent;
  title: string;
  description?: string;
}

export interface Notify {
  (notice: Notice): void;
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

export const NotifyContext = createContext<Notify | null>(null);

/**
 * Shows a toast. One toast is visible at a time (a new one replaces the previous); each one
 * closes after 5 s, can be swiped right, and F8 moves the focus to it.
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() must be used inside <NotifyProvider>');
  return notify;
}
