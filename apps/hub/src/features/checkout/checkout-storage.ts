// What the checkout keeps on the device (spec section 2): the plan tag, stored on entry and read when the
// url names none (local storage, so it lasts until sign-out clears it), and the order being confirmed (session
// storage: the confirmation page of this tab reads it, with the token that proves this browser placed it).
// Storage that throws (private mode, blocked) keeps nothing: the url's tag and the default still work.

/** Where the plan tag is stored. */
export const planTagStorageKey = 'hub.checkout.tag';

/** Where the order to confirm is stored. */
export const orderStorageKey = 'hub.checkout.order';

/** The order the confirmation page confirms. */
export interface StoredOrder {
  order: string;
  token: string;
  /** Placed signed in: the confirmation sends the token as well. */
  signedIn: boolean;
  /** The new family's set-password token, once the confirmation gave it (a reload keeps the form). */
  setPasswordToken?: string | null;
}

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored plan tag, or null. */
export function storedPlanTag(): string | null {
  try {
    return local()?.getItem(planTagStorageKey) ?? null;
  } catch {
    return null;
  }
}

/** Stores the plan tag in use. */
export function storePlanTag(tag: string): void {
  try {
    local()?.setItem(planTagStorageKey, tag);
  } catch {
    // Nothing kept: the next entry without a tag in its url uses the default.
  }
}

function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { order, token, signedIn } = value as Record<string, unknown>;
  return typeof order === 'string' && typeof token === 'string' && typeof signedIn === 'boolean';
}

/** The order to confirm, or null. */
export function storedOrder(): StoredOrder | null {
  try {
    const text = session()?.getItem(orderStorageKey);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isStoredOrder(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the order to confirm (or forgets it with null). */
export function storeOrder(order: StoredOrder | null): void {
  try {
    if (order) session()?.setItem(orderStorageKey, JSON.stringify(order));
    else session()?.removeItem(orderStorageKey);
  } catch {
    // Nothing kept: the confirmation page says there is no order to confirm, and the email has the link.
  }
}
