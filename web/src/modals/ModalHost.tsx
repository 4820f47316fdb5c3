import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type ModalControls, type ModalRender } from './modalContext';

// The dialog code is only fetched the first time a modal opens.
const ModalDialog = lazy(() => import('./ModalDialog'));

export function ModalHost({ children }: { children: ReactNode }) {
  const [render, setRender] = useState<ModalRender | null>(null);
  const [open, setOpen] = useState(false);

  const controls = useMemo<ModalControls>(
    () => ({
      openModal: (next) => {
        setRender(() => next);
        setOpen(true);
      },
      closeModal: () => setOpen(false),
    }),
    [],
  );

  return (
    <ModalContext.Provider value={controls}>
      {children}
      {render ? (
        <Suspense fallback={null}>
          <ModalDialog open={open} onOpenChange={setOpen} render={render} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}
