import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button says 'Copiado'. */
export const COPY_CONFIRMATION_MS = 2000;

async function writeText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Plain-HTTP origins and some embedded browsers have no async clipboard: fall back to a
    // hidden, read-only textarea and the legacy copy command.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy failed');
  }
}

/** Copies text; `copied` is true for 2 s after a successful copy. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);
  return { copied, copy };
}
