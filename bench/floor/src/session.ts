// The floor's "session": a token in localStorage, as the hub keeps its tokens (no server call: the
// floor measures the cost of the front end alone).
const tokenKey = 'floorToken';
const emailKey = 'floorEmail';

/** The signed-in email, or null when signed out. */
export function signedInEmail(): string | null {
  return localStorage.getItem(tokenKey) ? localStorage.getItem(emailKey) : null;
}

/** Records a sign-in on this device. */
export function signIn(email: string): void {
  localStorage.setItem(tokenKey, crypto.randomUUID());
  localStorage.setItem(emailKey, email);
}

/** Forgets the sign-in. */
export function signOut(): void {
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(emailKey);
}
