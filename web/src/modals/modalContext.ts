import { createContext, useContext, type ReactNode } from 'react';

/** What a modal renders inside its dialog surface; `close` fades it out. */
export type ModalRender = (close: () => void) => ReactNode;

export interface ModalControls {
  openModal: (render: ModalRender) => void;
  closeModal: () => void;
}

export const ModalContext = createContext<ModalControls | null>(null);

/**
 * Opens app-wide dialogs (help center, contact, API status, legal texts…) in the single modal
 * host. Only one modal is open at a time; opening another replaces it.
 */
export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal() must be used inside <ModalHost>');
  return controls;
}
