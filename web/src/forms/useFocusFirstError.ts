import { useEffect, useRef, useState } from 'react';

/**
 * After a rejected submit, moves the focus to the first invalid field of the form. Call
 * `focusFirstError()` from the submit handler; attach `formRef` to the <form>.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstError: () => setAttempt((value) => value + 1) };
}
