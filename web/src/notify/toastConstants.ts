/** Toasts close after 5 s and are dismissed by a 50 px swipe to the right. */
export const TOAST_TIMEOUT_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
