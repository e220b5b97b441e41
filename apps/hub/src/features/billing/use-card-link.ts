import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The parameter of the card update email's link (apps/server/src/billing/mail.ts `updateCardParam`):
 * `/dashboard/account?segment=billing&update_card=1` opens the segment with its card popup.
 */
export const updateCardParam = 'update_card';

/**
 * Opens the card popup once when the address carries `update_card` and the segment is `ready` (the
 * invoices read, so a failed one is paid with the new card), then takes the parameter off the address
 * (replacing the history entry), so closing the popup or reloading does not open it again.
 */
export function useCardLink(ready: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.has(updateCardParam);
  // The latest `open` (a new function each render), without opening again when it changes.
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!asked || !ready) return;
    latest.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(updateCardParam);
        return next;
      },
      { replace: true },
    );
  }, [asked, ready, setParams]);
}
